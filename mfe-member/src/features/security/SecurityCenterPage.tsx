/** The security page of the member centre (being built). */
export const SecurityCenterPage = () => <p>SecurityCenterPage</p>;
