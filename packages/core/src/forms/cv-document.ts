// The CV a job applicant may attach (docs/product.md#careers-contact-and-staff-availability): a PDF, DOC or DOCX file
// of at most 5 MB. The form checks the picked file's name, type and size before reading it; the payload carries it as
// a data URL (as the talent photos travel), which the schema checks again and the venue checks byte by byte.
import { err, ok, type Result } from '../shared/result';

export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvExtension = keyof typeof CV_TYPES;
export type CvType = (typeof CV_TYPES)[CvExtension];

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FILE_NAME_MAX_LENGTH = 200;
/** The longest data URL a CV of CV_MAX_BYTES makes: base64 (4/3) and room for the `data:…;base64,` prefix. */
export const CV_DATA_URL_MAX_LENGTH = Math.ceil(CV_MAX_BYTES / 3) * 4 + 200;

/** What the form knows of a picked file before reading it. */
export interface PickedFile {
  readonly name: string;
  /** The browser's type; empty when it does not know (old Word files often). */
  readonly type: string;
  readonly size: number;
}

/** Why a pick is refused before anything is read or sent (the validation catalog words it). */
export type CvRefusal = 'not-a-document' | 'file-too-large';

const cvTypes: readonly string[] = Object.values(CV_TYPES);
const isCvType = (type: string): type is CvType => cvTypes.includes(type);

const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/**
 * The type a picked file is taken for: its extension decides, and a type the browser declares must agree
 * (a `cv.pdf` the browser calls an image is refused). Then the size: not empty, at most 5 MB.
 */
export function checkCvFile(file: PickedFile): Result<CvType, CvRefusal> {
  const extension = extensionOf(file.name);
  const type = extension in CV_TYPES ? CV_TYPES[extension as CvExtension] : null;
  if (type === null || (file.type !== '' && file.type !== type)) return err('not-a-document');
  if (file.size <= 0 || file.size > CV_MAX_BYTES) return err('file-too-large');
  return ok(type);
}

export interface CvDataUrl {
  readonly type: CvType;
  /** The file's bytes, base64. */
  readonly base64: string;
  readonly byteLength: number;
}

const dataUrlPattern = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Reads a CV's data URL, refusing other types, an empty file and more than 5 MB. */
export function readCvDataUrl(url: string): Result<CvDataUrl, string> {
  const match = dataUrlPattern.exec(url);
  const type = match?.[1] ?? '';
  const base64 = match?.[2] ?? '';
  if (!match || base64.length % 4 !== 0) return err('Expected a file as a base64 data URL');
  if (!isCvType(type)) return err('Expected a PDF, DOC or DOCX file');
  const byteLength = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (byteLength === 0) return err('Expected a file, not an empty one');
  if (byteLength > CV_MAX_BYTES) return err('Expected a file of at most 5 MB');
  return ok({ type, base64, byteLength });
}

/** A data URL of the given type: the browser's reader may label a `.doc` as `application/octet-stream`. */
export const withCvType = (dataUrl: string, type: CvType): string => dataUrl.replace(/^data:[^;,]*;base64,/, `data:${type};base64,`);
