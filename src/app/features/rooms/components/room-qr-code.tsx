import { QRCodeSVG } from 'qrcode.react';
import { roomQrContent } from '../../../../core/rooms/room-key.ts';
import { ROOM_LIMITS, type RoomKeyPair } from '../../../../core/rooms/room-types.ts';

/** The room's QR code: `keypair:` and the key pair JSON. Loaded only with the QR dialog. */
export default function RoomQrCode({ pair, label }: { pair: RoomKeyPair; label: string }) {
  return (
    <QRCodeSVG
      value={roomQrContent(pair)}
      size={ROOM_LIMITS.qrSize}
      marginSize={2}
      role="img"
      aria-label={label}
    />
  );
}
