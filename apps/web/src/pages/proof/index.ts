/** Proof of liabilities: the /asset page's verify tab (the page itself is loaded by the router). */
export { ProofAssetPanel, ProofTabLabel } from './ProofAssetPanel';
