// The money calls of the agent centre (contracts, wages, dividends, income): helper F2's file.
export {};
