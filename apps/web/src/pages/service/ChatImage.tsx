import { FileImageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Image, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { webApi } from '../../api/web';

/** A picture of the chat (its uploader only), fetched as bytes and shown through an object URL; click to enlarge. */
export function ChatImage({ imageId, alt }: { imageId: string; alt: string }) {
  const query = useQuery({
    queryKey: ['supportImage', imageId],
    queryFn: ({ signal }) => webApi.blob('supportImage', { image_id: imageId }, { silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [query.data]);
  return (
    <span className="vx-svc-image" data-testid="service-image" data-loaded={url ? 'true' : 'false'}>
      {url ? (
        <Image src={url} alt={alt} className="vx-svc-image__img" />
      ) : query.isError ? (
        <FileImageOutlined className="vx-svc-image__empty" />
      ) : (
        <Spin size="small" className="vx-svc-image__empty" />
      )}
    </span>
  );
}
