/** The withdraw page of the member centre (being built). */
export const WithdrawPage = () => <p>WithdrawPage</p>;
