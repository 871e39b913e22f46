/**
 * Name pools for guests, owners' friends and care technicians. ASCII only, so the same
 * strings can go into the hand-written PDFs (standard fonts, WinAnsi encoding) unchanged.
 * Kept as compact tables: one name a line would only make them longer to scan.
 */
// prettier-ignore
export const FIRST_NAMES = [
  'Emma', 'Liam', 'Ava', 'Noah', 'Sophia', 'Mason', 'Isabella', 'Ethan', 'Mia', 'Lucas',
  'Harper', 'Logan', 'Amelia', 'James', 'Evelyn', 'Benjamin', 'Abigail', 'Elijah', 'Emily', 'Jacob',
  'Madison', 'Michael', 'Chloe', 'Daniel', 'Grace', 'Henry', 'Zoe', 'Jackson', 'Lily', 'Samuel',
  'Hannah', 'Sebastian', 'Nora', 'David', 'Riley', 'Carter', 'Aria', 'Wyatt', 'Layla', 'Owen',
  'Priya', 'Arjun', 'Mei', 'Kenji', 'Sofia', 'Mateo', 'Fatima', 'Omar', 'Ingrid', 'Lars',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green',
  'Patel', 'Kim', 'Chen', 'Nakamura', 'Schmidt', 'Johansson', 'Brennan', 'Kowalski', 'Rossi', 'Dubois',
] as const;

/** Area codes of the guests' home towns; phone numbers use the fictional 555-01xx range. */
// prettier-ignore
export const AREA_CODES = [
  '303', '720', '415', '312', '212', '512', '602', '801', '970', '619', '206', '617', '713', '404',
] as const;

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

// prettier-ignore
export const TECHNICIANS = [
  'Marco Ruiz', 'Alyssa Chen', 'Dev Patel', 'Hannah Brooks', 'Tomas Novak', 'Keisha Grant', 'Wes Holloway', 'Lena Fischer',
] as const;
