import { useSearchParams } from 'react-router';
import { TextDocumentView } from './TextDocumentView';

/** Privacy policy is text 5 (spec §2 footer), the default for /text. */
const DEFAULT_TEXT_ID = 5;

export default function TextPage() {
  const [params] = useSearchParams();
  const requested = Number.parseInt(params.get('id') ?? '', 10);
  const id = Number.isInteger(requested) && requested > 0 ? requested : DEFAULT_TEXT_ID;
  return <TextDocumentView key={id} id={id} />;
}
