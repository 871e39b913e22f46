/**
 * '13:05' → '1:05 PM', by hand rather than with Intl so that the bytes of every generated file
 * are the same on every machine (ICU versions differ in spaces).
 */
export function time12h(time: string): string {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${suffix}`;
}
