import { Controller } from 'react-hook-form';
import { FileInput, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_FILE_NAMES,
  DOCUMENT_NAME_MAX,
  messages,
  OWNER_DOCUMENT_TYPES,
  ZDocumentUploadFields,
  type TDocument,
} from '@harborstay/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useUploadDocument } from '../api/upload-document';
import type { useUploadStatus } from '../lib/use-upload-status';
import { UploadProgress } from './upload-progress';

/** The upload form (spec section 5): the server's field rules, and a file required. */
const ZUploadForm = ZDocumentUploadFields.extend({
  file: z.custom<File | null>().refine((file) => file instanceof File, messages.required),
});

const TYPE_OPTIONS = OWNER_DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));

export function UploadDialog({
  propertyId,
  opened,
  onClose,
  status,
  onUploaded,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
  status: ReturnType<typeof useUploadStatus>;
  onUploaded: (document: TDocument) => void;
}) {
  const upload = useUploadDocument();
  const form = useZodForm({
    schema: ZUploadForm,
    defaultValues: { name: '', type: DEFAULT_DOCUMENT_TYPE, date: '', notes: '', file: null },
  });
  const { register, control, handleSubmit, formState, setError, reset } = form;

  const handleUpload = handleSubmit(async (values) => {
    if (!(values.file instanceof File)) return;
    status.start();
    try {
      const document = await upload.mutateAsync({
        propertyId,
        fields: { name: values.name, type: values.type, date: values.date ?? '', notes: values.notes ?? '' },
        file: values.file,
        onProgress: status.progress,
      });
      status.complete();
      reset();
      onUploaded(document);
    } catch (error) {
      const message = error instanceof Error ? error.message : messages.requestFailed;
      status.fail(message);
      if (error instanceof ApiError)
        showFieldErrors(setError, error, ['name', 'type', 'date', 'notes', 'file']);
    }
  });

  const isUploading = status.status.state === 'uploading';
  return (
    <Modal
      opened={opened}
      onClose={() => !isUploading && onClose()}
      title="Upload document"
      centered
      size="lg"
      closeOnClickOutside={!isUploading}
    >
      <form onSubmit={(event) => void handleUpload(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            // One more than allowed, so that typing past the limit shows the message (spec section 5).
            maxLength={DOCUMENT_NAME_MAX + 1}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label="Type"
                data={TYPE_OPTIONS}
                value={field.value ?? DEFAULT_DOCUMENT_TYPE}
                onChange={(value) => field.onChange(value ?? DEFAULT_DOCUMENT_TYPE)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label="Date" type="date" error={formState.errors.date?.message} {...register('date')} />
          <TextInput label="Notes" error={formState.errors.notes?.message} {...register('notes')} />
          <Controller
            control={control}
            name="file"
            render={({ field, fieldState }) => (
              <FileInput
                label="File"
                description={`A ${DOCUMENT_FILE_NAMES} file`}
                withAsterisk
                accept={DOCUMENT_FILE_ACCEPT}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove the file' }}
                leftSection={<IconFileUpload size={18} aria-hidden />}
                value={field.value instanceof File ? field.value : null}
                onChange={(file) => field.onChange(file)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <UploadProgress status={status.status} />
          <FormSubmitButton control={control} loading={isUploading}>
            Upload
          </FormSubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
