/** The responsible page of the member centre (being built). */
export const ResponsibleGamingPage = () => <p>ResponsibleGamingPage</p>;
