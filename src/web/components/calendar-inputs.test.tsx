import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DayInput, TimeOfDayInput } from './calendar-inputs';

function Fields() {
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  return (
    <>
      <DayInput label="Day" value={day} onChange={setDay} />
      <TimeOfDayInput label="Time" value={time} onChange={setTime} />
    </>
  );
}

describe('DayInput and TimeOfDayInput', () => {
  it('read the chosen day and time back in Arabic, whatever the browser draws in the field', () => {
    renderWithProviders(<Fields />, { language: 'ar' });
    expect(screen.getByTestId('date-in-words')).toHaveTextContent(/^$/);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '12:00' } });
    const day = screen.getByTestId('date-in-words').textContent ?? '';
    expect(day).toContain('الخميس');
    expect(day).toContain('ديسمبر');
    expect(day).toContain('جمادى الآخرة');
    expect(screen.getByTestId('time-in-words').textContent).toMatch(/12:00\s?م/);
  });

  it('read them back in English on an English page', () => {
    renderWithProviders(<Fields />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18:30' } });
    expect(screen.getByTestId('date-in-words')).toHaveTextContent(/Thursday, 3 December 2026/);
    expect(screen.getByTestId('time-in-words')).toHaveTextContent('18:30');
  });
});
