import { describe, expect, it } from 'vitest';
import {
  add,
  ceilToStep,
  compare,
  decimalsOf,
  div,
  floorToStep,
  isAmount,
  isDecimal,
  isMultipleOf,
  max,
  min,
  mul,
  percentOf,
  roundHalfUp,
  roundToScale,
  sign,
  sub,
  sum,
  toScale,
  trim,
  truncateToScale,
} from './decimal';

describe('decimal', () => {
  it('adds and subtracts exactly, keeping the larger scale', () => {
    expect(sub('150', '1.000000')).toBe('149.000000');
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('0.3', '0.1')).toBe('0.2');
    expect(sub('1', '1.5')).toBe('-0.5');
    expect(add('-0.000001', '0.000001')).toBe('0.000000');
    expect(sub('99999999999999999999.123456', '0.000001')).toBe('99999999999999999999.123455');
    expect(sum(['1.5', '2.25', '-0.75'])).toBe('3.00');
    expect(sum([])).toBe('0');
  });

  it('compares across scales', () => {
    expect(compare('100', '100.000000')).toBe(0);
    expect(compare('99.999999', '100')).toBe(-1);
    expect(compare('-1', '-2')).toBe(1);
    expect(min('5', '4.99')).toBe('4.99');
    expect(max('5', '4.99')).toBe('5');
    expect(sign('-0.000')).toBe(0);
    expect(sign('-0.001')).toBe(-1);
  });

  it('recognises amounts a user may type', () => {
    expect(isAmount('150', 6)).toBe(true);
    expect(isAmount('150.123456', 6)).toBe(true);
    expect(isAmount('150.1234567', 6)).toBe(false);
    expect(isAmount('0', 6)).toBe(false);
    expect(isAmount('0.000000', 6)).toBe(false);
    expect(isAmount('-5', 6)).toBe(false);
    expect(isAmount('+5', 6)).toBe(false);
    expect(isAmount('5.', 6)).toBe(false);
    expect(isAmount('.5', 6)).toBe(false);
    expect(isAmount('1e3', 6)).toBe(false);
    expect(isAmount('1,000', 6)).toBe(false);
    expect(isDecimal('abc')).toBe(false);
  });

  it('scales, trims and measures', () => {
    expect(decimalsOf('1.500000')).toBe(6);
    expect(decimalsOf('15')).toBe(0);
    expect(toScale('1.23456789', 6)).toBe('1.234567');
    expect(toScale('-1.23456789', 2)).toBe('-1.23');
    expect(toScale('7', 2)).toBe('7.00');
    expect(trim('149.500000')).toBe('149.5');
    expect(trim('150.000')).toBe('150');
    expect(trim('0.000')).toBe('0');
  });

  it('gives progress percentages between 0 and 100', () => {
    expect(percentOf('45', '90')).toBe(50);
    expect(percentOf('1', '3')).toBe(33.3);
    expect(percentOf('200', '90')).toBe(100);
    expect(percentOf('5', '0')).toBe(100);
    expect(percentOf('0', '90')).toBe(0);
  });

  it('multiplies and divides exactly', () => {
    expect(mul('0.1', '0.2')).toBe('0.02');
    expect(mul('65000.50', '0.0015')).toBe('97.500750');
    expect(mul('-2', '1.5')).toBe('-3.0');
    expect(div('100', '3', 4)).toBe('33.3333');
    expect(div('1', '0.000001', 0)).toBe('1000000');
    expect(div('0.5', '65000', 8)).toBe('0.00000769');
    expect(div('1', '0', 2)).toBeUndefined();
  });

  it('snaps to steps (tick and lot sizes)', () => {
    expect(isMultipleOf('0.15', '0.05')).toBe(true);
    expect(isMultipleOf('0.151', '0.05')).toBe(false);
    expect(isMultipleOf('65000.10', '0.1')).toBe(true);
    expect(isMultipleOf('3', '0')).toBe(true);
    expect(floorToStep('1.23456', '0.001')).toBe('1.234');
    expect(floorToStep('65012.37', '10')).toBe('65010');
    expect(floorToStep('0.19', '0.05')).toBe('0.15');
    expect(ceilToStep('65012.37', '10')).toBe('65020');
    expect(ceilToStep('65010', '10')).toBe('65010');
    expect(ceilToStep('0.16', '0.05')).toBe('0.20');
  });

  it('cuts balances towards zero to a display scale', () => {
    expect(truncateToScale('9484.992513', 2)).toBe('9484.99');
    expect(truncateToScale('0.00000000', 2)).toBe('0.00');
    expect(truncateToScale('0.12345678', 6)).toBe('0.123456');
    expect(truncateToScale('-1.999', 2)).toBe('-1.99');
    expect(truncateToScale('-0.001', 2)).toBe('0.00');
    expect(truncateToScale('5', 2)).toBe('5.00');
    expect(truncateToScale('12.5', 0)).toBe('12');
    expect(truncateToScale('123456789012345678901234.99999999', 2)).toBe('123456789012345678901234.99');
  });

  it('rounds prices half away from zero to a scale', () => {
    expect(roundHalfUp('9484.995', 2)).toBe('9485.00');
    expect(roundHalfUp('9484.994999', 2)).toBe('9484.99');
    expect(roundHalfUp('-0.125', 2)).toBe('-0.13');
    expect(roundHalfUp('-0.124', 2)).toBe('-0.12');
    expect(roundHalfUp('-0.004', 2)).toBe('0.00');
    expect(roundHalfUp('0.5', 0)).toBe('1');
    expect(roundHalfUp('2.2', 4)).toBe('2.2000');
    expect(roundHalfUp('99.999', 2)).toBe('100.00');
    expect(roundToScale('1.005', 2, 'truncate')).toBe('1.00');
    expect(roundToScale('1.005', 2, 'halfUp')).toBe('1.01');
  });

  it('never moves a value by more than one unit of the scale, and truncation never grows it', () => {
    for (let n = -2000; n <= 2000; n += 7) {
      const value = `${n < 0 ? '-' : ''}${String(Math.abs(n))
        .padStart(4, '0')
        .replace(/(\d{3})$/, '.$1')}`;
      const cut = truncateToScale(value, 1);
      const rounded = roundHalfUp(value, 1);
      expect(compare(cut.replace('-', ''), value.replace('-', ''))).toBeLessThanOrEqual(0);
      expect(compare(sub(value, rounded).replace('-', ''), '0.05')).toBeLessThanOrEqual(0);
      expect(compare(sub(value, cut).replace('-', ''), '0.1')).toBe(-1);
    }
  });
});
