import { validateContact } from '../validate-contact';

const valid = { name: 'Asha Deshmukh', email: 'asha@example.in', subject: 'Tiffin plan', message: 'Do you deliver on Sundays?' };

test('a complete message has no errors', () => {
  expect(validateContact(valid)).toEqual({});
});

test('every field is required; blanks count as empty', () => {
  expect(validateContact({ name: ' ', email: '', subject: '\n', message: '   ' })).toEqual({
    name: 'Name is required',
    email: 'Email is required',
    subject: 'Subject is required',
    message: 'Message is required',
  });
});

test.each(['asha', 'asha@', '@example.in', 'asha@example', 'asha @example.in', 'asha@exa mple.in'])(
  '%j is not a valid e-mail',
  (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
  },
);

test('an e-mail with spaces around it is accepted', () => {
  expect(validateContact({ ...valid, email: '  asha@example.in ' })).toEqual({});
});

test('texts longer than the database stores are refused with the limit in words', () => {
  expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'Message must be at most 5,000 characters' });
  expect(validateContact({ ...valid, name: 'x'.repeat(101), subject: 'x'.repeat(151) })).toEqual({
    name: 'Name must be at most 100 characters',
    subject: 'Subject must be at most 150 characters',
  });
  expect(validateContact({ ...valid, message: `  ${'x'.repeat(5000)}  ` })).toEqual({});
});
