import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../api/feedback';

/** Hands antd's context-aware message and modal to the API client (see api/feedback.ts). */
export function FeedbackBridge(): null {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, modal });
  }, [message, modal]);
  return null;
}
