import { type QueryClient, useQuery } from '@tanstack/react-query';
import { EnvelopeCode, type ImageSlot, type UploadedImage, type VerificationView } from '@veritex/shared';
import { currentLang } from '../i18n';
import { session } from '../session/store';
import { SETTINGS } from '../settings';
import { ApiError, createNonce, NetworkError } from './client';
import { FUNDS_KEYS } from './funds';
import { webApi } from './web';

/** The answers of these calls are typed from the call contract (packages/shared/src/contract/verification.ts). */
export type { GatesView, IdTypeOption, UploadedImage } from '@veritex/shared';

/** Reads show their own error states, so they never toast. */
const quiet = { silent: true } as const;
/** Submits: the form shows the refusal itself (next to the field it names, or above the button). */
const submitted = { silent: true } as const;

export const KYC_KEYS = {
  hub: ['idcardinfo'] as const,
  idTypes: ['getIdcardType'] as const,
  credit: ['getCredit'] as const,
  gates: ['getGates'] as const,
  messages: ['getMessages'] as const,
  image: ['idImage'] as const,
};

/** The verification hub: every level with its state (web/idcardinfo). */
export function useVerificationHub() {
  return useQuery({
    queryKey: KYC_KEYS.hub,
    queryFn: ({ signal }) => webApi.call('idcardinfo', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

/** The ID types a level's form offers (web/getIdcardType). */
export function useIdTypes(level: 'junior' | 'senior') {
  return useQuery({
    queryKey: [...KYC_KEYS.idTypes, level],
    queryFn: ({ signal }) => webApi.call('getIdcardType', { level }, { ...quiet, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCreditScore() {
  return useQuery({
    queryKey: KYC_KEYS.credit,
    queryFn: ({ signal }) => webApi.call('getCredit', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useGates() {
  return useQuery({
    queryKey: KYC_KEYS.gates,
    queryFn: ({ signal }) => webApi.call('getGates', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

/**
 * An uploaded identity picture as an object URL: fetched with the token header (an <img src> could not
 * send it), owner only. The URL is revoked by the component that shows it.
 */
export function useIdImage(uploadId: string | undefined) {
  return useQuery({
    queryKey: [...KYC_KEYS.image, uploadId],
    queryFn: ({ signal }) => webApi.blob('idImage', { upload_id: uploadId ?? '' }, { silent: true, signal }),
    enabled: Boolean(uploadId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}

/** After a submission: the hub, the gates, the score and the withdrawal rules (which carry the gates) are read again. */
export function invalidateVerification(queryClient: QueryClient): void {
  for (const key of [KYC_KEYS.hub, KYC_KEYS.gates, KYC_KEYS.credit, FUNDS_KEYS.rules]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST one picture with upload progress (fetch reports none, so XMLHttpRequest), same headers as
 * the client. An ended session (codes 1000 and 2000) is sent once more through the ordinary client,
 * which owns that handling (the sign-in-again dialog, the reload). `requestId` is new per picture
 * chosen and the same for every sending of that picture, so a retry does not store it twice.
 */
export function uploadIdImage(
  slot: ImageSlot,
  file: File,
  requestId: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.append('slot', slot);
    body.append('request_id', requestId);
    body.append('file', file, file.name);
    request.open('POST', '/api/web/userIdCard');
    request.timeout = SETTINGS.uploadTimeoutMs;
    request.setRequestHeader('token', session.get().token);
    request.setRequestHeader('lang', currentLang());
    request.setRequestHeader('nonce', createNonce());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    const failNetwork = (what: string) => () => reject(new NetworkError(`POST userIdCard: ${what}`));
    request.onerror = failNetwork('failed');
    request.ontimeout = failNetwork('timeout');
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        reject(new NetworkError('POST userIdCard: answer is not JSON'));
        return;
      }
      if (!isRecord(answer) || typeof answer.code !== 'number') {
        reject(new NetworkError('POST userIdCard: malformed answer'));
        return;
      }
      if (answer.code === EnvelopeCode.ok || answer.code === EnvelopeCode.okWithData) {
        onProgress(100);
        resolve(answer.data as UploadedImage);
        return;
      }
      if (answer.code === EnvelopeCode.sessionEnded || answer.code === EnvelopeCode.confirm) {
        webApi.upload('userIdCard', { slot, request_id: requestId }, { file }, { silent: true }).then(resolve, reject);
        return;
      }
      reject(new ApiError(answer.code, typeof answer.msg === 'string' ? answer.msg : '', answer.data));
    };
    request.send(body);
  });
}

export interface JuniorFields {
  nationality: string;
  id_type: string;
  real_name: string;
  id_number: string;
  front: string;
  back: string;
  hold: string;
}

export interface SeniorFields {
  id_type: string;
  face: string;
  hold: string;
}

export interface AddressFields {
  address: string;
  bill: string;
}

/**
 * A level's submission with its `request_id` (the same for a retry of the same payload after no
 * answer, so the server applies it once).
 */
export const kycCalls = {
  submitJunior: (fields: JuniorFields, requestId: string): Promise<VerificationView> =>
    webApi.call('setNameAuth', { ...fields, request_id: requestId }, submitted),
  submitSenior: (fields: SeniorFields, requestId: string): Promise<VerificationView> =>
    webApi.call('seniorAuth', { ...fields, request_id: requestId }, submitted),
  submitAddress: (fields: AddressFields, requestId: string): Promise<VerificationView> =>
    webApi.call('addressAuth', { ...fields, request_id: requestId }, submitted),
};
