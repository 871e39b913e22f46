/**
 * The month's tooltip in the spec's words, for the properties the filter chose: 'all properties',
 * or their names ('A', 'A and B', 'A, B and C'), so it never says all when one is chosen.
 */
export function monthNetIncomeExplanation(chosenNames: readonly string[] | 'all'): string {
  const scope =
    chosenNames === 'all' || chosenNames.length === 0
      ? 'all properties'
      : chosenNames.length === 1
        ? chosenNames[0]
        : `${chosenNames.slice(0, -1).join(', ')} and ${chosenNames.at(-1)}`;
  return `Net income for ${scope} and all check-ins for the month. It is an estimate until the month is finalised. Net income is revenue minus the management fee, of the guest stays that check in this month in each property’s time zone; canceled stays are not counted.`;
}

/** The tooltips of the dashboard's figures: each says exactly how the figure is computed (decision 0033). */
export const explanations = {
  yearNetIncome:
    'Estimated net income total of all reservations that checked in this year. It changes with new reservations, cancellations, refunds or alterations.',
  activelyReserved: 'Properties with a guest staying now or a guest booking still to come.',
  occupancy:
    'Nights booked by guests this month / (days in the month − blocked nights − your own nights), nights of all selected properties together.',
  newReservations: 'Guest bookings confirmed this month that have not been canceled.',
  tasksCompleted: 'Property care tasks finished this month.',
  averageNightlyRate:
    'Average nightly rate: net income of the guest stays that check in this month / all the nights of those stays.',
  revpar:
    'Net income per available night: net income of the guest stays that check in this month / the nights the properties could take guests this month (days − blocked nights − your own nights).',
  bookingPace:
    'Guest nights already booked for each of the next three months, against the guest nights of the same months a year earlier that had been booked by this day last year. Canceled stays are not counted.',
} as const;
