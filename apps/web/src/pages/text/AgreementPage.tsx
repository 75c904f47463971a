import { TextDocumentView } from './TextDocumentView';

/** User agreement: content text 3. */
export default function AgreementPage() {
  return <TextDocumentView id={3} />;
}
