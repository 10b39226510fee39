import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { QuantityStepper, steppedQuantity, typedQuantity } from './quantity-stepper';

function Stepper({
  initial,
  onCommit,
}: {
  initial: number | string;
  onCommit?: (value: number | string) => void;
}) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      onChange={setValue}
      step={6}
      min={12}
      max={28}
      onCommit={onCommit}
    />
  );
}

describe('QuantityStepper', () => {
  it('adds and takes away one step with its − and + buttons, and commits each change', () => {
    const onCommit = vi.fn();
    renderWithProviders(<Stepper initial={18} onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase (Quantity)' }));
    expect(input).toHaveValue('24');
    expect(onCommit).toHaveBeenLastCalledWith(24);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease (Quantity)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease (Quantity)' }));
    expect(input).toHaveValue('12');
    expect(onCommit).toHaveBeenLastCalledWith(12);
  });

  it('stops at the minimum and at the highest step under the maximum', () => {
    renderWithProviders(<Stepper initial={12} />);
    const decrease = screen.getByRole('button', { name: 'Decrease (Quantity)' });
    const increase = screen.getByRole('button', { name: 'Increase (Quantity)' });
    expect(decrease).toBeDisabled();
    fireEvent.click(increase);
    fireEvent.click(increase);
    // 28 is the maximum but not a multiple of 6: the last step is 24.
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('24');
    expect(increase).toBeDisabled();
  });

  it('keeps typed digits (out of range too), reads Arabic-Indic ones, and steps with the arrow keys', () => {
    renderWithProviders(<Stepper initial={18} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '٣٠' } });
    expect(input).toHaveValue('30');
    fireEvent.change(input, { target: { value: '-5.5x' } });
    expect(input).toHaveValue('55');
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue('');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveValue('12');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveValue('18');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveValue('12');
  });

  it('names its buttons in Arabic after the field they change', () => {
    renderWithProviders(<Stepper initial={18} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'زيادة (Quantity)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'إنقاص (Quantity)' })).toBeEnabled();
  });
});

describe('typedQuantity', () => {
  it('is the number of the typed digits, or empty without any', () => {
    expect(typedQuantity('120')).toBe(120);
    expect(typedQuantity('١٢')).toBe(12);
    expect(typedQuantity('1,2 ')).toBe(12);
    expect(typedQuantity('abc')).toBe('');
  });
});

describe('steppedQuantity', () => {
  const terms = { step: 10, min: 20, max: 95 };

  it('moves a quantity typed off the grid to the nearest step in the asked direction', () => {
    expect(steppedQuantity(25, 1, terms)).toBe(30);
    expect(steppedQuantity(25, -1, terms)).toBe(20);
  });

  it('keeps within the minimum and the highest step under the maximum', () => {
    expect(steppedQuantity(20, -1, terms)).toBe(20);
    expect(steppedQuantity(90, 1, terms)).toBe(90);
    expect(steppedQuantity(5, 1, terms)).toBe(20);
  });

  it('starts an empty or unreadable field at the minimum', () => {
    expect(steppedQuantity('', 1, terms)).toBe(20);
    expect(steppedQuantity('abc', -1, terms)).toBe(20);
    expect(steppedQuantity(40, 1, { step: 10, min: 20, max: null })).toBe(50);
  });
});
