import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { parsePhone } from '@thali/domain/phones';
import type { SupportOrder } from '@thali/firebase-data';
import { parseSupportQuery, SUPPORT_LOOKUP_MESSAGES } from '@thali/firebase-data/logic';
import { Alert, Button, Card } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { dataSentence } from '@thali/ui/data-message';
import { CardList, OpsPage } from '../../../shared/components/ops-page';
import { useT as useSharedT } from '../../../shared/messages';
import { useSupportLookup, type LookupState } from '../hooks/use-support-lookup';
import { useT } from '../messages';
import { SupportCustomer } from './support-customer';
import { SupportOrderCard } from './support-order';

/** The box and its button on one row, the button at the box's foot (its hint and error lengthen the first column). */
const Search = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  column-gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h2, h3 { margin: 0; }
`;

const Customer = styled(Card)`
  p { margin: 0; overflow-wrap: anywhere; }
`;

function Found({ state, onCancelled }: { state: LookupState; onCancelled: (order: SupportOrder) => void }) {
  const t = useT();
  if (state.status === 'idle') return null;
  if (state.status === 'busy') return <p aria-busy="true">{t('page.busy')}</p>;
  if (state.status === 'error') return <Alert>{state.error}</Alert>;
  const { result } = state;
  if (result.kind === 'none') return <p>{dataSentence(result.sentence)}</p>;
  if (result.kind === 'order') {
    const c = result.customer;
    const who = c ? { named: c.name ? 'yes' : 'no', name: c.name, email: c.email } : null;
    return (
      <>
        <h2>{t('page.order')}</h2>
        <CardList aria-label={t('page.order')}>
          <SupportOrderCard order={result.order} onCancelled={onCancelled} />
        </CardList>
        <Customer>
          <p>{c && who ? (c.phone ? t('page.customerWithPhone', { ...who, phone: parsePhone(c.phone)?.display ?? c.phone }) : t('page.customer', who))
            : t('page.customerGone')}</p>
        </Customer>
      </>
    );
  }
  return <>{result.found.map((h) => <SupportCustomer key={h.customer.uid} history={h} onCancelled={onCancelled} />)}</>;
}

/**
 * Support lookup (issue 41): one box for an order number (TH-YYMM-NNNN, any case or spacing), a customer's e-mail or
 * a mobile number; the order, or the customer with every order and payment; "Cancel order" on an order not yet
 * delivered, with a reason the customer reads in My Orders.
 */
export function SupportPage() {
  const t = useT();
  const shared = useSharedT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  // the order number of the last cancel, said in the language on screen
  const [cancelledNumber, setCancelledNumber] = useState<string | null>(null);
  const { state, find, again } = useSupportLookup();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const unreadable = parseSupportQuery(text) ? '' : SUPPORT_LOOKUP_MESSAGES.unreadable;
    setProblem(unreadable);
    setCancelledNumber(null);
    if (!unreadable) void find(text.trim());
  };
  const cancelled = (order: SupportOrder) => {
    setCancelledNumber(order.orderNumber ?? '');
    void again();
  };
  return (
    <OpsPage title={shared('page.support')}>
      <Search role="search" aria-label={t('page.search')} noValidate onSubmit={submit}>
        <Input label={t('page.query')} type="search" value={text} error={dataSentence(problem) || undefined}
          hint={t('page.queryHint')} autoComplete="off" spellCheck={false}
          onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{t('page.find')}</Button>
      </Search>
      <p role="status">{cancelledNumber === null ? '' : t('page.cancelled', { number: cancelledNumber })}</p>
      <Results aria-live="polite">
        <Found state={state} onCancelled={cancelled} />
      </Results>
    </OpsPage>
  );
}
