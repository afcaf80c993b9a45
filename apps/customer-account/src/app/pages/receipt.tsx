import { ReceiptPage } from '../../features/receipts/components/receipt-page';
import { definePage } from '../define-page';

export default definePage('receipt', { component: ReceiptPage });
