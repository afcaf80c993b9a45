import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { defineMessages } from '../define-messages';
import { LanguageSwitch } from '../language-switch';
import { setLocale, textsShown } from '../i18n-store';
import { ThemeProvider } from '../../theme/theme-provider';

const en = {
  reviews: '{count, plural, one {# review} other {# reviews}}',
  hello: 'Hello {name}',
  terms: 'Read our <terms>terms</terms>, {name}.',
  counted: '{count, plural, one {<b>#</b> dish} other {<b>#</b> dishes}} from {who, select, kitchen {the kitchen} other {you}}',
};
const mr = { reviews: '{count, plural, one {# पुनरावलोकन} other {# पुनरावलोकने}}', hello: 'नमस्कार {name}', terms: 'आमच्या <terms>अटी</terms> वाचा, {name}.', counted: '{count, plural, one {<b>#</b> पदार्थ} other {<b>#</b> पदार्थ}} {who, select, kitchen {किचनकडून} other {तुमच्याकडून}}' };
const hi = { reviews: '{count, plural, one {# समीक्षा} other {# समीक्षाएँ}}', hello: 'नमस्ते {name}', terms: 'हमारी <terms>शर्तें</terms> पढ़ें, {name}.', counted: '{count, plural, one {<b>#</b> डिश} other {<b>#</b> डिश}} {who, select, kitchen {किचन से} other {आपसे}}' };
let fetched: string[] = [];
const messages = defineMessages(en, {
  mr: async () => (fetched.push('mr'), mr),
  hi: async () => (fetched.push('hi'), hi),
});

function Sample() {
  const t = messages.useT();
  return (
    <div>
      <p>{t('reviews', { count: 1 })}</p>
      <p>{t('reviews', { count: 12 })}</p>
      <p>{t('hello', { name: 'Annapurna' })}</p>
      <p>{t.rich('terms', { terms: (text) => <a href="/terms">{text}</a> }, { name: '<b>Saoji</b>' })}</p>
    </div>
  );
}

afterEach(async () => {
  await act(() => setLocale('en'));
  fetched = [];
});

test('English texts with plurals, placeholders and tagged parts; a value stays text', () => {
  render(<Sample />);
  expect(screen.getByText('1 review')).toBeInTheDocument();
  expect(screen.getByText('12 reviews')).toBeInTheDocument();
  expect(screen.getByText('Hello Annapurna')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  expect(screen.getByText(/Read our/)).toHaveTextContent('Read our terms, <b>Saoji</b>.');
  expect(document.querySelector('b')).toBeNull();
});

test('a rich text keeps its plurals and selects', () => {
  function Counted({ count, who }: { count: number; who: string }) {
    const t = messages.useT();
    return <p>{t.rich('counted', { b: (text) => <strong>{text}</strong> }, { count, who })}</p>;
  }
  render(<><Counted count={1} who="kitchen" /><Counted count={3} who="customer" /></>);
  expect(screen.getByText(/dish from the kitchen/)).toHaveTextContent('1 dish from the kitchen');
  expect(screen.getByText(/dishes from you/)).toHaveTextContent('3 dishes from you');
  expect(document.querySelectorAll('strong')).toHaveLength(2);
});

test('the switch moves every text at once, sets <html lang>, fetches only the chosen language', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <LanguageSwitch label="Language" />
        <Sample />
      </Suspense>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'मराठी' }));
  expect(await screen.findByText('नमस्कार Annapurna')).toBeInTheDocument();
  expect(screen.getByText('12 पुनरावलोकने')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'अटी' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr-IN');
  expect(screen.getByRole('button', { name: 'मराठी' })).toHaveAttribute('aria-pressed', 'true');
  expect(fetched).toEqual(['mr']);
  await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('1 समीक्षा')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi-IN');
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByText('Hello Annapurna')).toBeInTheDocument();
  expect(fetched).toEqual(['mr', 'hi']);
});

test('t outside React reads the language on screen', async () => {
  await act(() => setLocale('hi'));
  expect(messages.t('hello', { name: 'Asha' })).toBe('नमस्ते Asha');
});

test('a page in Marathi waits for the shared entry\'s texts too (a time\'s words, which plain functions read): never English first', async () => {
  await act(() => setLocale('mr'));
  // Both registered with Marathi on screen, as a remote loaded after a switch (or any catalogue on a Marathi first
  // load): the shared entry's texts arriving after the page's own.
  let arrive: (table: { afternoon: string }) => void = () => undefined;
  const shared = defineMessages({ afternoon: '{clock} pm' }, {
    mr: () => new Promise<{ afternoon: string }>((resolve) => { arrive = resolve; }),
    hi: async () => ({ afternoon: 'दोपहर {clock}' }),
  }, { everyPage: true });
  const page = defineMessages({ placed: 'Placed {time}' }, { mr: async () => ({ placed: 'दिली {time}' }), hi: async () => ({ placed: 'दिया {time}' }) });
  function Placed() {
    const t = page.useT();
    return <p>{t('placed', { time: shared.t('afternoon', { clock: '1:00' }) })}</p>;
  }
  // (an awaited act: React retries a suspended page only inside one)
  await act(async () => { render(<Suspense fallback={<p>Loading</p>}><Placed /></Suspense>); });
  // the page's own texts are in by now; its time's words are not, and it shows neither half
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(screen.queryByText(/Placed|pm/)).toBeNull();
  await act(async () => arrive({ afternoon: 'दुपारी {clock}' }));
  expect(await screen.findByText('दिली दुपारी 1:00')).toBeInTheDocument();
});

test("a catalogue whose texts could not be fetched shows English, not its skeleton for good, and a later switch tries again", async () => {
  let offline = true;
  let tries = 0;
  const flaky = defineMessages({ title: 'Today\'s menu' }, {
    mr: async () => {
      tries += 1;
      if (offline) throw new Error('Failed to fetch');
      return { title: 'आजचा मेनू' };
    },
    hi: async () => ({ title: 'आज का मेन्यू' }),
  });
  function Title() {
    return <h1>{flaky.useT()('title')}</h1>;
  }
  await act(() => setLocale('mr'));
  render(<Suspense fallback={<p>Loading</p>}><Title /></Suspense>);
  expect(await screen.findByRole('heading', { name: 'Today\'s menu' })).toBeInTheDocument();
  expect(tries).toBe(1); // rendering did not fetch (and fail) again
  offline = false;
  await act(() => setLocale('hi'));
  await act(() => setLocale('mr'));
  expect(await screen.findByRole('heading', { name: 'आजचा मेनू' })).toBeInTheDocument();
  expect(tries).toBe(2);
});

test('textsShown settles once every registered catalogue has the shown language\'s texts: a page rendered after it never suspends', async () => {
  let english = false;
  void textsShown().then(() => { english = true; });
  await act(async () => {});
  expect(english).toBe(true); // English is built in: nothing to wait for
  await act(() => setLocale('mr'));
  let arrive: (table: { title: string }) => void = () => undefined;
  // registered with Marathi on screen, as a remote's page module evaluated on a Marathi first load: its fetch starts now
  const late = defineMessages({ title: 'Your basket' }, {
    mr: () => new Promise<{ title: string }>((resolve) => { arrive = resolve; }),
    hi: async () => ({ title: 'आपकी टोकरी' }),
  });
  let settled = false;
  const shown = textsShown().then(() => { settled = true; });
  await act(async () => {});
  expect(settled).toBe(false);
  arrive({ title: 'तुमची टोपली' });
  await shown;
  let renders = 0;
  function Title() {
    renders += 1;
    return <h1>{late.useT()('title')}</h1>;
  }
  render(<Suspense fallback={<p>Loading</p>}><Title /></Suspense>);
  // in the very first render: nothing suspended, nothing rendered twice
  expect(screen.getByRole('heading', { name: 'तुमची टोपली' })).toBeInTheDocument();
  expect(renders).toBe(1);
});
