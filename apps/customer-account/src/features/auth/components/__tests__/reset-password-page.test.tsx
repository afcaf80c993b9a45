import { screen } from '@testing-library/react';
import { renderPage } from '../../../../testing/render-page';
import { ResetPasswordPage } from '../reset-password-page';

test('one line of text and the title', () => {
  const { container } = renderPage(<ResetPasswordPage />, { who: 'customer', path: '/reset-password' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Password reset is coming soon.');
  expect(container.textContent).toBe('Password reset is coming soon.');
  expect(document.title).toBe('Reset password · Thali');
});
