/** Formats an integer count of 10^-scale units as a decimal string ("123.45"). */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Parses a decimal string into 10^-scale units, refusing excess precision. */
export function parseUnits(text: string, scale: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const units = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign === '-' ? -units : units;
}

/** Parses a user-typed positive amount; undefined when malformed, zero or too precise. */
export function parsePositiveUnits(text: string, scale: number): bigint | undefined {
  const units = parseUnits(text, scale);
  return units !== undefined && units > 0n ? units : undefined;
}
