import { TextDocumentView } from './TextDocumentView';

/** Company profile: content text 1. */
export default function AboutPage() {
  return <TextDocumentView id={1} />;
}
