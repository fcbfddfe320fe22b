/** The preview is never wider than the mail body most clients show. */
export const MAX_PREVIEW_WIDTH = 600;

const px = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export interface TemplatePreviewProps {
  imageUrl: string | null;
  paddingTop: unknown;
  paddingLeft: unknown;
  width: unknown;
  height: unknown;
  /** The text laid over the image (the mail puts the person's greeting there). */
  text?: string;
}

/**
 * The birthday card as the mail renders it: the template image with the greeting laid over it,
 * its top-left corner at the paddings (pixels from the image's top-left corner). At most 600 wide.
 */
export function TemplatePreview({
  imageUrl,
  paddingTop,
  paddingLeft,
  width,
  height,
  text,
}: TemplatePreviewProps) {
  const w = Math.min(px(width, MAX_PREVIEW_WIDTH), MAX_PREVIEW_WIDTH);
  const h = px(height, 400);
  return (
    <div
      className="template-preview border rounded position-relative overflow-hidden bg-body-tertiary"
      style={{ width: '100%', maxWidth: w, height: h }}
      data-testid="template-preview"
    >
      {imageUrl ? (
        <img src={imageUrl} alt="Template" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <div className="d-flex h-100 align-items-center justify-content-center text-body-secondary small">
          No template image yet
        </div>
      )}
      <div
        className="template-preview-overlay position-absolute fw-semibold"
        data-testid="template-overlay"
        style={{
          top: px(paddingTop, 100),
          left: px(paddingLeft, 100),
          color: '#212529',
          background: 'rgba(255,255,255,.75)',
          padding: '2px 6px',
          borderRadius: 4,
        }}
      >
        {text ?? 'Happy Birthday, Tania Roy!'}
      </div>
    </div>
  );
}
