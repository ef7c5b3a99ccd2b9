// The expiry rules live in the contract, shared with the server's expiry digest.
export * from '../../contract/expiry';
