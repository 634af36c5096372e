import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';

export interface UploadProgressProps {
  /** Its accessible name ('Uploading invoice.pdf'). */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** The bar's look (the inbox bubble's class, the broadcast card's styled block); its child span is the filled part. */
  className?: string;
}

/** A file's upload as a progress bar: its value for assistive technology and the filled part's width. */
export function UploadProgress({ label, percent, className }: UploadProgressProps) {
  const { formats } = useWacrmLocale();
  return (
    <span
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formats.percent(percent / 100)}
    >
      <span style={{ inlineSize: `${percent}%` }} />
    </span>
  );
}
