/** The upline page of the member centre (being built). */
export const TransferUplinePage = () => <p>TransferUplinePage</p>;
