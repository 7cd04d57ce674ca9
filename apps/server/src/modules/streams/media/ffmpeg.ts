import { spawn } from 'node:child_process';
import { STREAM_LIMITS } from '@marquee/contract';

/** The ffmpeg and ffprobe binaries (Debian's; FFMPEG_PATH / FFPROBE_PATH override). */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/** True when the binary runs (`-version` exits 0) within 5 s. */
export function toolRuns(binary: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(binary, ['-version'], { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    } catch {
      resolve(false);
    }
  });
}

export interface ProbeResult {
  /** Seconds; 0 when the container does not say. */
  duration: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
}

function rate(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const [num, den] = value.split('/').map(Number);
  if (!num || !den) return Number(value) || 0;
  return num / den;
}

/**
 * What ffprobe reads from the file's content (never its name). null: not a video (no video stream, or
 * ffprobe could not parse it). Throws when ffprobe itself cannot run (missing binary).
 */
export function probe(tools: MediaTools, file: string): Promise<ProbeResult | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (out.length < 1_000_000) out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return resolve(null);
      try {
        const parsed = JSON.parse(out) as {
          streams?: {
            codec_type?: string;
            width?: number;
            height?: number;
            avg_frame_rate?: string;
            r_frame_rate?: string;
            duration?: string;
          }[];
          format?: { duration?: string };
        };
        const video = parsed.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
        if (!video) return resolve(null);
        resolve({
          duration: Number(parsed.format?.duration ?? video.duration ?? 0) || 0,
          width: video.width ?? 0,
          height: video.height ?? 0,
          fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
          hasAudio: parsed.streams?.some((s) => s.codec_type === 'audio') ?? false,
        });
      } catch {
        resolve(null);
      }
    });
  });
}

/**
 * The encoding ladder of spec 1 §9: at most 720p, 3000 kbit/s (video capped at 2800 + 128 audio) and 30 fps;
 * H.264/AAC so every browser's MSE plays it. A smaller or slower source keeps its own size and rate.
 */
export function encodeArgs(source: Pick<ProbeResult, 'height' | 'fps'> | null): string[] {
  const filters: string[] = [];
  if (!source || source.height > STREAM_LIMITS.maxHeight)
    filters.push(`scale=-2:'min(${STREAM_LIMITS.maxHeight},ih)'`);
  // Odd sizes are refused by yuv420p H.264.
  filters.push('scale=trunc(iw/2)*2:trunc(ih/2)*2');
  const fps = !source?.fps || source.fps > STREAM_LIMITS.maxFps ? STREAM_LIMITS.maxFps : source.fps;
  const gop = String(Math.max(1, Math.round(fps * 2)));
  return [
    '-vf',
    filters.join(','),
    '-r',
    String(Math.round(fps * 1000) / 1000),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '23',
    '-maxrate',
    `${STREAM_LIMITS.maxKbps - 200}k`,
    '-bufsize',
    `${(STREAM_LIMITS.maxKbps - 200) * 2}k`,
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-ar',
    '48000',
  ];
}

export interface TranscodeResult {
  ok: boolean;
  /** Why it failed, for the organizer (FailureReason). */
  reason?: string;
}

/**
 * Transcodes a file to an HLS VOD in `outDir` (index.m3u8 + seg_NNNNN.ts), reporting progress 0–99 from
 * ffmpeg's `-progress` output (out_time against the probed duration); 100 is the caller's, after the files
 * are in place. Never throws: a missing binary or a crash is a result with a reason.
 */
export function transcodeToHls(
  tools: MediaTools,
  input: string,
  outDir: string,
  source: ProbeResult | null,
  onProgress: (percent: number) => void,
): Promise<TranscodeResult> {
  return new Promise((resolve) => {
    const args = [
      '-hide_banner',
      '-nostats',
      '-loglevel',
      'error',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      ...encodeArgs(source),
      '-progress',
      'pipe:1',
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      `${outDir}/seg_%05d.ts`,
      `${outDir}/index.m3u8`,
    ];
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(tools.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return resolve({ ok: false, reason: `ffmpeg could not start: ${(error as Error).message}` });
    }
    let stderr = '';
    let last = -1;
    let buffered = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (!match || !source?.duration) continue;
        const percent = Math.min(99, Math.floor((Number(match[1]) / 1e6 / source.duration) * 100));
        if (percent > last) {
          last = percent;
          onProgress(percent);
        }
      }
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        reason:
          error.code === 'ENOENT'
            ? 'ffmpeg is not installed on the server'
            : `ffmpeg failed: ${error.message}`,
      }),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve({ ok: true });
      const detail = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300);
      resolve({
        ok: false,
        reason: `ffmpeg stopped (${signal ?? `exit ${code}`})${detail ? `: ${detail}` : ''}`,
      });
    });
  });
}
