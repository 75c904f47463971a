import { type ModalFuncProps, Modal as StaticModal, message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The API client lives outside React but its toasts and dialogs must follow the
 * current theme, language and direction. <FeedbackBridge> (inside antd's <App>)
 * hands over the context-aware instances; before it mounts, antd's static ones are used.
 */
export interface Feedback {
  message: MessageInstance;
  modal: { confirm: (props: ModalFuncProps) => unknown };
}

let current: Feedback = { message: staticMessage, modal: StaticModal };

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

export function getFeedback(): Feedback {
  return current;
}
