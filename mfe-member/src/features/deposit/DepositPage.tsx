/** The deposit page of the member centre (being built). */
export const DepositPage = () => <p>DepositPage</p>;
