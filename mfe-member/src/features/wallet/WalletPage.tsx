/** The wallet page of the member centre (being built). */
export const WalletPage = () => <p>WalletPage</p>;
