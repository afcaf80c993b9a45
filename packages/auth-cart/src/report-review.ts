// A review reported to Thali's staff (issue 41): the "Report" button under a review (the storefront's menu page for a
// signed-in customer, the dashboard's Reviews for the reviewed kitchen). Its own entry, '@thali/auth-cart/report-review',
// bundled by those pages only; the form itself is a `later-*` chunk fetched when the button is pressed, so the menu
// page's first load carries only the button.
export { ReportReview, type ReportReviewProps } from './report-review/report-review';
