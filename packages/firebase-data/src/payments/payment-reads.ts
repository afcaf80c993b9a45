// Getting paid (issue 42): the ledger's reads, one concept per module: a kitchen's month of dues, a customer's bills,
// a kitchen's unpaid orders, a receipt.
export { subscribeKitchenDues } from './kitchen-dues';
export { subscribeCustomerBills } from './customer-bills';
export { subscribeUnpaidOrders } from './unpaid-orders';
export { readReceipt } from './read-receipt';
