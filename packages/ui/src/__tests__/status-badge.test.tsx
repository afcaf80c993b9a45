import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '..';
import { StatusBadge } from '../status';

test('a status has one tone whatever record it is of, and the page chooses the words', () => {
  render(
    <ThemeProvider>
      <StatusBadge status="new">New</StatusBadge>
      <StatusBadge status="on_the_way">On the way</StatusBadge>
      <StatusBadge status="delivered">Delivered</StatusBadge>
      <StatusBadge status="cancelled">Cancelled by the kitchen</StatusBadge>
      <StatusBadge status="active">Active</StatusBadge>
      <StatusBadge status="retired">Retired</StatusBadge>
      <StatusBadge status="inactive">Hidden</StatusBadge>
    </ThemeProvider>,
  );
  expect(screen.getByText('New')).toHaveAttribute('data-tone', 'warning');
  expect(screen.getByText('On the way')).toHaveAttribute('data-tone', 'neutral');
  expect(screen.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
  expect(screen.getByText('Cancelled by the kitchen')).toHaveAttribute('data-tone', 'danger');
  expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'success');
  expect(screen.getByText('Retired')).toHaveAttribute('data-tone', 'neutral');
  expect(screen.getByText('Hidden')).toHaveAttribute('data-tone', 'warning');
});
