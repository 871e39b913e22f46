import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { messages, PICTURE_MIME_TYPES } from '@harborstay/contracts';
import { PhotoError, resizePhoto } from '../lib/resize-photo';
import classes from './photo-panel.module.css';

type PhotoPanelProps = {
  picture: string | null;
  name: string;
  email: string;
  onChange: (picture: string | null) => void;
  /** A message of the server about the photo. */
  error?: string;
};

/** The photo panel: 'Edit photo' reads an image locally and shows it at once; Save stores it. */
export function PhotoPanel({ picture, name, email, onChange, error }: PhotoPanelProps) {
  const [localError, setLocalError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setLocalError(null);
    setReading(true);
    try {
      onChange(await resizePhoto(file));
    } catch (caught) {
      setLocalError(caught instanceof PhotoError ? caught.message : messages.pictureType);
    } finally {
      setReading(false);
    }
  };
  const shownError = localError ?? error;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="lg" mb="sm">
        Photo
      </Title>
      {/* Side by side on a phone, so the form is not pushed below the fold; stacked beside the form. */}
      <div className={classes.body}>
        <Avatar
          src={picture}
          name={name || email}
          color="harbor"
          radius="50%"
          className={classes.avatar}
          alt={picture ? `Photo of ${name}` : undefined}
          data-testid="profile-photo"
        />
        <Stack gap="xs" className={classes.details}>
          <div>
            <Text fw={600} className={classes.text}>
              {name}
            </Text>
            <Text c="dimmed" fz="sm" className={classes.text}>
              {email}
            </Text>
          </div>
          <Group gap="xs" className={classes.actions}>
            <FileButton onChange={(file) => void handleFile(file)} accept={PICTURE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoEdit size={18} aria-hidden />}
                  loading={isReading}
                >
                  Edit photo
                </Button>
              )}
            </FileButton>
            {picture && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            )}
          </Group>
          {shownError ? (
            <Text c="red.9" fz="sm" className={classes.text} role="alert">
              {shownError}
            </Text>
          ) : (
            <Text c="dimmed" fz="xs" className={classes.text}>
              PNG, JPEG or WebP, resized to 512 pixels and saved with your profile.
            </Text>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
