import { Text } from '@mantine/core';
import type { TPropertyInfo } from '@harborstay/contracts';
import { longDate } from '@harborstay/domain';
import { formatAddress, formatFee, formatPercent, formatPetFriendly, textOrNoData } from '../lib/format';
import { InfoList, InfoSection } from './info-section';

/** The read-only sections: what only the account manager can change (spec section 6). */
export function PropertyFacts({ property: p }: { property: TPropertyInfo }) {
  return (
    <>
      <InfoSection
        title="Property"
        intro={
          <Text c="dimmed" fz="sm">
            To change anything here, contact your account manager
            {p.account_manager ? `, ${p.account_manager}` : ''}.
          </Text>
        }
      >
        <InfoList
          items={[
            { label: 'Property name', value: textOrNoData(p.entity_name) },
            { label: 'Address', value: textOrNoData(formatAddress(p)) },
            { label: 'Country', value: textOrNoData(p.country) },
            { label: 'Status', value: p.harborstay_services ? 'Active' : 'Inactive' },
            { label: 'Bedrooms', value: textOrNoData(p.bedroom) },
            { label: 'Bathrooms', value: textOrNoData(p.bathroom) },
            { label: 'Max occupancy', value: textOrNoData(p.max_occupancy) },
            { label: 'Pet friendly', value: formatPetFriendly(p.pet_friendly) },
            { label: 'Parking', value: textOrNoData(p.parking) },
            { label: 'Garage', value: textOrNoData(p.garage) },
            { label: 'Cameras', value: textOrNoData(p.cameras) },
            { label: 'Account manager', value: textOrNoData(p.account_manager) },
          ]}
        />
        <InfoList
          title="Services and utilities"
          items={[
            { label: 'Heating and air conditioning', value: textOrNoData(p.type_ac) },
            { label: 'AC and furnace inspections', value: textOrNoData(p.ac_furnace_inspections) },
            { label: 'Fireplace inspections', value: textOrNoData(p.fireplace_inspections) },
            { label: 'Pest control', value: textOrNoData(p.pest_control) },
            { label: 'Trash company', value: textOrNoData(p.trash_company) },
            { label: 'Trash bins', value: textOrNoData(p.trash_bins) },
            { label: 'Trash day', value: textOrNoData(p.trash_day) },
            { label: 'Bear-proof bins', value: textOrNoData(p.bear_proof_bins) },
            { label: 'Recycling', value: textOrNoData(p.recycling) },
            { label: 'Internet company', value: textOrNoData(p.internet_company) },
            { label: 'Wi-Fi network', value: textOrNoData(p.wifi_network) },
            { label: 'Wi-Fi password', value: textOrNoData(p.wifi_password) },
            { label: 'Cable TV', value: textOrNoData(p.cable_tv) },
            { label: 'Snow removal', value: textOrNoData(p.snow_removal) },
            { label: 'Lawn care', value: textOrNoData(p.lawn_care) },
            { label: 'Sprinklers', value: textOrNoData(p.sprinkles) },
          ]}
        />
        <InfoList
          title="Management agreement"
          items={[
            { label: 'Management fee', value: formatPercent(p.management_fee) },
            { label: 'Stocking fee', value: formatFee(p.stocking_fee) },
            { label: 'Cleaning fee', value: formatFee(p.cleaning_fee) },
            {
              label: 'Reservations before management fee',
              value: textOrNoData(p.reservations_before_man_fee),
            },
            { label: 'Initial signing date', value: formatSigningDate(p.initial_signing_date) },
          ]}
        />
      </InfoSection>

      <InfoSection
        title="Payouts"
        intro={
          <Text c="dimmed" fz="sm">
            For your security only the last 4 digits of the bank numbers are shown.
          </Text>
        }
      >
        <InfoList
          items={[
            { label: 'Bank name', value: textOrNoData(p.bank_name) },
            { label: 'Routing number', value: textOrNoData(p.routing) },
            { label: 'Account number', value: textOrNoData(p.account) },
            { label: 'Ownership', value: textOrNoData(p.ownership) },
            { label: 'Doing business as (DBA)', value: textOrNoData(p.dba) },
            { label: 'Owner first name', value: textOrNoData(p.owner_first_name) },
            { label: 'Owner last name', value: textOrNoData(p.owner_last_name) },
          ]}
        />
      </InfoSection>
    </>
  );
}

function formatSigningDate(value: string | null): string {
  if (!value) return textOrNoData(value);
  return longDate(value);
}
