import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainMessage } from '../format/plain-message';
import { MUTATION_FAILED, useMutation, type MutationOptions } from '../use-mutation';

/** A promise the test settles by hand, to look at the action while it is on its way. */
function deferred<T = void>() {
  const handle = {} as { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
  handle.promise = new Promise<T>((resolve, reject) => Object.assign(handle, { resolve, reject }));
  return handle;
}

/** One action as a component would show it: its button, its question, its sentences. */
function Action({ options, label = 'Hide' }: { options: MutationOptions<[string], unknown>; label?: string }) {
  const action = useMutation(options);
  return (
    <div>
      {action.status === 'confirming' ? (
        <div role="group" aria-label="Are you sure?">
          <button type="button" onClick={() => void action.confirm()}>Yes</button>
          <button type="button" onClick={action.cancel}>Keep it</button>
        </div>
      ) : (
        <button type="button" aria-disabled={action.status === 'busy'} onClick={() => void action.start('dal')}>
          {action.status === 'busy' ? 'Working...' : label}
        </button>
      )}
      <p role="status">{action.notice}</p>
      {action.error ? <p role="alert">{action.error}</p> : null}
      <output aria-label="status">{action.status}</output>
    </div>
  );
}

afterEach(() => jest.restoreAllMocks());

const statusOf = () => screen.getByRole('status', { name: 'status' }).textContent;

test('a click runs the action with its arguments: busy while it runs, then the notice and onSuccess', async () => {
  const user = userEvent.setup();
  const write = deferred<number>();
  const run = jest.fn(() => write.promise);
  const onSuccess = jest.fn();
  render(<Action options={{ run, onSuccess, successNotice: (n, name) => `${name}: ${n} hidden.` }} />);

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(run).toHaveBeenCalledWith('dal');
  expect(screen.getByRole('button', { name: 'Working...' })).toHaveAttribute('aria-disabled', 'true');
  expect(statusOf()).toBe('busy');

  await act(async () => write.resolve(2));
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('dal: 2 hidden.');
  expect(onSuccess).toHaveBeenCalledWith(2, 'dal');
  expect(statusOf()).toBe('success');
  expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
});

test('a second click while the action runs is ignored: one write', async () => {
  const user = userEvent.setup();
  const write = deferred();
  const run = jest.fn(() => write.promise);
  render(<Action options={{ run }} />);

  await user.dblClick(screen.getByRole('button', { name: 'Hide' }));
  await user.click(screen.getByRole('button', { name: 'Working...' }));
  expect(run).toHaveBeenCalledTimes(1);

  await act(async () => write.resolve());
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(run).toHaveBeenCalledTimes(2);
});

test('two starts in one task (before React renders again) still send one write', async () => {
  const write = deferred();
  const run = jest.fn(() => write.promise);
  const { result } = renderHook(() => useMutation({ run }));
  act(() => {
    void result.current.start();
    void result.current.start();
  });
  expect(run).toHaveBeenCalledTimes(1);
  await act(async () => write.resolve());
  expect(result.current.status).toBe('success');
});

test('a failure says the action\'s sentence and calls onError; through plainMessage, the error\'s own when it is plain', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onError = jest.fn();
  const run = jest.fn()
    .mockRejectedValueOnce(new Error('permission_denied at /menuItems/x'))
    .mockRejectedValueOnce(new Error('This kitchen is closed now.'));
  render(<Action options={{ run, onError, errorMessage: (e) => plainMessage(e, 'We could not hide this item. Please try again.') }} />);

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not hide this item. Please try again.');
  expect(screen.queryByText(/permission_denied/)).not.toBeInTheDocument();
  expect(onError).toHaveBeenCalledWith(expect.any(Error), 'dal');
  expect(statusOf()).toBe('error');

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This kitchen is closed now.');
});

test('a string is said as it is; without one the general sentence (the error to the console); null says nothing', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const own = renderHook(() => useMutation({ run: () => Promise.reject(new Error('This kitchen is closed now.')), errorMessage: 'Veg could not be retired.' }));
  await act(() => own.result.current.start());
  expect(own.result.current.error).toBe('Veg could not be retired.');
  expect(errors).not.toHaveBeenCalled();

  const plain = renderHook(() => useMutation({ run: () => Promise.reject(new TypeError('x is undefined')) }));
  await act(() => plain.result.current.start());
  expect(plain.result.current.error).toBe(MUTATION_FAILED);
  expect(errors).toHaveBeenCalledWith(MUTATION_FAILED, expect.any(TypeError));

  const quiet = renderHook(() => useMutation({ run: () => Promise.reject(new Error('no')), errorMessage: () => null }));
  await act(() => quiet.result.current.start());
  expect(quiet.result.current).toMatchObject({ status: 'error', error: null });
});

test('the next start takes the last sentence away', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const write = deferred();
  const run = jest.fn().mockRejectedValueOnce(new Error('no')).mockImplementationOnce(() => write.promise);
  render(<Action options={{ run, errorMessage: 'We could not hide this item. Please try again.', successNotice: 'Hidden.' }} />);

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => write.resolve());
  expect(screen.getByText('Hidden.')).toBeInTheDocument();
});

test('with a confirm step a click only asks; Keep it takes the question back; Yes runs the call asked about', async () => {
  const user = userEvent.setup();
  const run = jest.fn(() => Promise.resolve());
  render(<Action options={{ run, confirm: true, successNotice: 'Deleted.' }} label="Delete" />);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('group', { name: 'Are you sure?' })).toBeInTheDocument();
  expect(statusOf()).toBe('confirming');
  expect(run).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(statusOf()).toBe('idle');
  expect(run).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(run).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledWith('dal');
  expect(await screen.findByText('Deleted.')).toBeInTheDocument();
});

test('confirm as a function asks only for the calls it names; confirm() without a question does nothing', async () => {
  const run = jest.fn((_kind: 'hide' | 'delete') => Promise.resolve());
  const { result } = renderHook(() => useMutation({ run, confirm: (kind) => kind === 'delete' }));

  await act(() => result.current.confirm());
  expect(run).not.toHaveBeenCalled();

  await act(() => result.current.start('hide'));
  expect(run).toHaveBeenLastCalledWith('hide');
  await act(() => result.current.start('delete'));
  expect(result.current).toMatchObject({ status: 'confirming', args: ['delete'] });
  expect(run).toHaveBeenCalledTimes(1);
  await act(() => result.current.confirm());
  expect(run).toHaveBeenLastCalledWith('delete');
  expect(result.current).toMatchObject({ status: 'success', args: ['delete'] });
});

test('a confirmed call that failed stays asked about: Yes tries it again, Keep it takes it back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const run = jest.fn((_plan: string) => Promise.resolve()).mockRejectedValueOnce(new Error('no'));
  const { result } = renderHook(() => useMutation({ run, confirm: true, errorMessage: 'Veg could not be retired.' }));
  await act(() => result.current.start('veg'));
  await act(() => result.current.confirm());
  expect(result.current).toMatchObject({ status: 'error', error: 'Veg could not be retired.', args: ['veg'] });
  await act(() => result.current.confirm());
  expect(run).toHaveBeenCalledTimes(2);
  expect(run).toHaveBeenLastCalledWith('veg');
  expect(result.current.status).toBe('success');

  run.mockRejectedValueOnce(new Error('no'));
  await act(() => result.current.start('egg'));
  await act(() => result.current.confirm());
  act(() => result.current.cancel());
  expect(result.current).toMatchObject({ status: 'idle', error: null, args: null });
  await act(() => result.current.confirm());
  expect(run).toHaveBeenCalledTimes(3);
});

test('args names the call on its way, for the row that shows it', async () => {
  const write = deferred();
  const { result } = renderHook(() => useMutation({ run: (_day: number) => write.promise }));
  act(() => void result.current.start(20));
  expect(result.current).toMatchObject({ status: 'busy', args: [20] });
  await act(async () => write.resolve());
  expect(result.current).toMatchObject({ status: 'success', args: [20] });
});

test('reset is ignored while a call runs (its write cannot be taken back), and clears the sentences after', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const write = deferred();
  const { result } = renderHook(() => useMutation({ run: () => write.promise, errorMessage: 'We could not do that.' }));
  act(() => void result.current.start());
  act(() => result.current.reset());
  expect(result.current.status).toBe('busy');
  await act(async () => write.reject(new Error('no')));
  expect(result.current).toMatchObject({ status: 'error', error: 'We could not do that.' });
  act(() => result.current.reset());
  expect(result.current).toMatchObject({ status: 'idle', error: null, notice: null, args: null });
});

test('unmounted mid-flight, the call still finishes and nothing more happens on screen', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const write = deferred();
  const failure = deferred();
  const after = jest.fn();
  const onSuccess = jest.fn();
  const onError = jest.fn();
  const run = jest.fn(async () => {
    await write.promise;
    after();
  });
  const { unmount } = render(<Action options={{ run, onSuccess, successNotice: 'Hidden.' }} />);
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  unmount();
  await act(async () => write.resolve());
  expect(after).toHaveBeenCalledTimes(1);
  expect(onSuccess).not.toHaveBeenCalled();

  const failing = render(<Action options={{ run: () => failure.promise, onError, errorMessage: 'We could not hide this item.' }} />);
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  failing.unmount();
  await act(async () => failure.reject(new Error('no')));
  expect(onError).not.toHaveBeenCalled();
  // no sentence was made (React would have complained too); the failure is only noted for whoever is debugging
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'no' }));
});

test('start, confirm, cancel and reset keep their identity across renders and read the newest options', async () => {
  const first = jest.fn(() => Promise.resolve('first'));
  const second = jest.fn(() => Promise.resolve('second'));
  const { result, rerender } = renderHook(({ run }) => useMutation({ run, successNotice: (r: string) => r }), { initialProps: { run: first } });
  const { start, confirm, cancel, reset } = result.current;
  rerender({ run: second });
  expect(result.current).toMatchObject({ start, confirm, cancel, reset });
  await act(() => result.current.start());
  expect(first).not.toHaveBeenCalled();
  expect(result.current.notice).toBe('second');
});
