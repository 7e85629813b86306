import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeSvgProps {
  value: string;
  size: number;
  label: string;
}

/** The drawing itself: its library is fetched only when a screen first shows a QR code. */
export default function QrCodeSvg({ value, size, label }: QrCodeSvgProps) {
  return <QRCodeSVG value={value} size={size} marginSize={2} role="img" aria-label={label} />;
}
