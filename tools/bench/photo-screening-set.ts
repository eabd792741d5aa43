/**
 * The measured set behind photo screening's default bars (issue 36: "thresholds are configuration, with the defaults
 * chosen from a measured set"). Builds pictures from npm-shipped images and generated ones only (nothing downloaded,
 * nothing explicit): photos of people cut from @vladmandic/human's samples and screenshots, drawn pictures, drawn
 * faces, gradients and plain pictures, and copies of some of them (resized, re-compressed, cropped, mirrored,
 * brightened) as another member would upload them. Runs every check through the API's own code (the command
 * bench-screening-scores: nsfwjs, the face detector, the hash, the judgement) and prints, per check, the score
 * distribution and the share passed, held and refused at the bars in force (PHOTO_* variables, else the defaults), and
 * the duplicate check's hits among the copies and false hits among the unrelated pairs. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-screening-set.ts   (~2 minutes)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Region, type Sharp } from 'sharp';
import { apiCommands } from '@matri/contracts';
import { runApiCommand } from '@matri/server-kit';
import { runBench } from './run-bench';

const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

type Group = 'people' | 'drawn' | 'drawn faces' | 'gradients' | 'plain';
const GROUPS: Group[] = ['people', 'drawn', 'drawn faces', 'gradients', 'plain'];

interface Picture {
  name: string;
  group: Group;
  image: Buffer;
}

/** A seeded pseudo-random sequence in [0, 1): the same set on every run. */
function randomOf(seed: number): () => number {
  let state = seed * 7919 + 17;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

const jpeg = (image: Sharp) => image.jpeg({ quality: 85 }).toBuffer();

/**
 * Photos of people as members show them, from the images @vladmandic/human ships: the eight thumbnails of
 * samples.jpg (the first a rendered figure), four columns of its party photo (several people, the demo's face boxes
 * drawn on), five portraits of screenshot-facedetect.jpg, the portrait of screenshot-faceid.jpg (the first portrait's
 * man, another photo) and the webcam of screenshot-vrm.jpg.
 */
async function people(): Promise<Picture[]> {
  const cut = (file: string, region: Region, name: string) =>
    sharp(path.join(ASSETS, file))
      .extract(region)
      .resize({ width: 480 })
      .jpeg({ quality: 90 })
      .toBuffer()
      .then((image): Picture => ({ name, group: 'people', image }));
  return Promise.all([
    ...Array.from({ length: 8 }, (_t, i) =>
      cut('samples.jpg', { left: i * 160, top: 0, width: 160, height: 156 }, `samples thumbnail ${i + 1}`),
    ),
    ...Array.from({ length: 4 }, (_c, i) =>
      cut('samples.jpg', { left: i * 256, top: 330, width: 256, height: 560 }, `samples party column ${i + 1}`),
    ),
    ...Array.from({ length: 5 }, (_f, i) =>
      cut(
        'screenshot-facedetect.jpg',
        { left: 10 + i * 152, top: 340, width: 150, height: 160 },
        `facedetect portrait ${i + 1}`,
      ),
    ),
    cut('screenshot-faceid.jpg', { left: 10, top: 130, width: 160, height: 160 }, 'faceid portrait'),
    cut('screenshot-vrm.jpg', { left: 470, top: 0, width: 330, height: 250 }, 'vrm webcam'),
  ]);
}

/** Shapes on a gradient, each seed's own layout. */
function drawn(seed: number): Promise<Buffer> {
  const next = randomOf(seed);
  const shade = () => Math.round(next() * 255);
  const shapes = Array.from({ length: 7 }, () => {
    const [x, y, size] = [next() * 640, next() * 480, (0.1 + next() * 0.25) * 640];
    const fill = `rgb(${shade()},${shade()},${shade()})`;
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * 0.7}" fill="${fill}"/>`;
  }).join('');
  return jpeg(
    sharp(
      svg(
        640,
        480,
        `<defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${shade()},${shade()},${shade()})"/><stop offset="1" stop-color="rgb(${shade()},${shade()},${shade()})"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${shapes}`,
      ),
    ),
  );
}

/** A drawn face (head, hair, eyes, brows, nose, mouth), each seed's own colours and proportions. */
function drawnFace(seed: number): Promise<Buffer> {
  const next = randomOf(seed + 1000);
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][seed % 5];
  const [cx, cy, rx, ry] = [240 + next() * 40 - 20, 300 + next() * 40 - 20, 120 + next() * 30, 160 + next() * 30];
  const eyeY = cy - ry * 0.2;
  const eye = (x: number) =>
    `<ellipse cx="${x}" cy="${eyeY}" rx="22" ry="13" fill="#fff"/><circle cx="${x}" cy="${eyeY}" r="9" fill="#3b2a1a"/>` +
    `<path d="M${x - 26} ${eyeY - 28} q26 -14 52 0" stroke="#2b1a0a" stroke-width="7" fill="none"/>`;
  return jpeg(
    sharp(
      svg(
        480,
        600,
        `<rect width="480" height="600" fill="rgb(${Math.round(next() * 255)},${Math.round(next() * 255)},${Math.round(next() * 255)})"/>` +
          `<ellipse cx="${cx}" cy="${cy - ry * 0.35}" rx="${rx * 1.1}" ry="${ry * 0.85}" fill="#1a1008"/>` +
          `<rect x="${cx - 70}" y="${cy + ry * 0.8}" width="140" height="200" fill="${skin}"/>` +
          `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>` +
          eye(cx - rx * 0.4) +
          eye(cx + rx * 0.4) +
          `<path d="M${cx} ${eyeY + 10} l-14 50 h28" stroke="#7a4a2a" stroke-width="5" fill="none"/>` +
          `<path d="M${cx - 45} ${cy + ry * 0.45} q45 ${25 + next() * 20} 90 0" stroke="#8a2a2a" stroke-width="9" fill="none"/>`,
      ),
    ),
  );
}

/** A soft gradient with blurred blobs, as a sky or a wall compresses. */
async function gradient(seed: number): Promise<Buffer> {
  const next = randomOf(seed + 2000);
  const colour = () => `rgb(${Math.round(next() * 255)},${Math.round(next() * 255)},${Math.round(next() * 255)})`;
  const [x2, y2] = [next().toFixed(2), next().toFixed(2)];
  const blobs = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${next() * 640}" cy="${next() * 480}" r="${60 + next() * 100}" fill="${colour()}" opacity="0.4"/>`,
  ).join('');
  const drawnGradient = svg(
    640,
    480,
    `<defs><linearGradient id="g" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${blobs}`,
  );
  return jpeg(sharp(await sharp(drawnGradient).blur(12).toBuffer()));
}

const plain = (background: string) => jpeg(sharp({ create: { width: 640, height: 480, channels: 3, background } }));

async function pictureSet(): Promise<Picture[]> {
  const seeds = (n: number) => Array.from({ length: n }, (_s, i) => i + 1);
  return [
    ...(await people()),
    ...(await Promise.all(
      seeds(12).map(async (s): Promise<Picture> => ({ name: `drawn ${s}`, group: 'drawn', image: await drawn(s) })),
    )),
    ...(await Promise.all(
      seeds(8).map(async (s): Promise<Picture> => ({
        name: `drawn face ${s}`,
        group: 'drawn faces',
        image: await drawnFace(s),
      })),
    )),
    ...(await Promise.all(
      seeds(6).map(async (s): Promise<Picture> => ({
        name: `gradient ${s}`,
        group: 'gradients',
        image: await gradient(s),
      })),
    )),
    ...(await Promise.all(
      ['#1e3a8a', '#f5f5dc', '#222222', '#c0392b'].map(async (colour): Promise<Picture> => ({
        name: `plain ${colour}`,
        group: 'plain',
        image: await plain(colour),
      })),
    )),
  ];
}

/** How another member's copy of a photo may differ from it. */
const COPIES: [kind: string, make: (image: Buffer, width: number, height: number) => Promise<Buffer>][] = [
  [
    'resized to half',
    (image, width) =>
      sharp(image)
        .resize(Math.round(width / 2))
        .jpeg()
        .toBuffer(),
  ],
  [
    'resized to twice',
    (image, width) =>
      sharp(image)
        .resize(width * 2)
        .jpeg()
        .toBuffer(),
  ],
  ['JPEG quality 30', (image) => sharp(image).jpeg({ quality: 30 }).toBuffer()],
  ['WebP quality 50', (image) => sharp(image).webp({ quality: 50 }).toBuffer()],
  [
    'cropped 2 % (middle)',
    (image, width, height) =>
      sharp(image)
        .extract(centred(width, height, 0.02))
        .jpeg()
        .toBuffer(),
  ],
  [
    'cropped 2 % (one side)',
    (image, width, height) =>
      sharp(image)
        .extract({ left: Math.round(width * 0.02), top: 0, width: Math.round(width * 0.98), height })
        .jpeg()
        .toBuffer(),
  ],
  [
    'cropped 5 % (middle)',
    (image, width, height) =>
      sharp(image)
        .extract(centred(width, height, 0.05))
        .jpeg()
        .toBuffer(),
  ],
  ['mirrored', (image) => sharp(image).flop().jpeg().toBuffer()],
  ['mirrored, quality 50', (image) => sharp(image).flop().jpeg({ quality: 50 }).toBuffer()],
  ['brightened 10 %', (image) => sharp(image).modulate({ brightness: 1.1 }).jpeg().toBuffer()],
];

/** A crop of `share` of each side's length in all (half off each edge). */
function centred(width: number, height: number, share: number): Region {
  const [left, top] = [Math.round((width * share) / 2), Math.round((height * share) / 2)];
  return { left, top, width: width - 2 * left, height: height - 2 * top };
}

/** The copies made of each photo of people and of the first drawn pictures and faces. */
const isCopied = (picture: Picture) =>
  picture.group === 'people' ||
  ['drawn 1', 'drawn 2', 'drawn 3', 'drawn face 1', 'drawn face 2'].includes(picture.name);

function hamming(a: string, b: string): number {
  let rest = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let count = 0;
  for (; rest; count += 1) rest &= rest - 1n;
  return count;
}

/** As the duplicate search measures a new photo against a stored one: the nearer of the new photo's hash and its mirror's. */
const distance = (stored: { hash: string }, added: { hash: string; mirrored: string }) =>
  Math.min(hamming(stored.hash, added.hash), hamming(stored.hash, added.mirrored));

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const spread = (values: number[], digits = 2) =>
  values.length
    ? `min ${Math.min(...values).toFixed(digits)}  median ${quantile(values, 0.5).toFixed(digits)}  p90 ${quantile(values, 0.9).toFixed(digits)}  max ${Math.max(...values).toFixed(digits)}`
    : 'none';
const percent = (n: number, of: number) => `${n}/${of} (${of ? Math.round((n / of) * 100) : 0} %)`;

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'screening-set-'));
  try {
    const pictures = await pictureSet();
    const copies: { base: Picture; kind: string; file: string }[] = [];
    const files = pictures.map((picture, i) => {
      const file = path.join(folder, `${i}.jpg`);
      writeFileSync(file, picture.image);
      return file;
    });
    for (const [i, base] of pictures.entries()) {
      if (!isCopied(base)) continue;
      const { width = 0, height = 0 } = await sharp(base.image).metadata();
      for (const [k, [kind, make]] of COPIES.entries()) {
        const file = path.join(folder, `${i}-copy-${k}`);
        writeFileSync(file, await make(base.image, width, height));
        copies.push({ base, kind, file });
      }
    }
    const { benchScreeningScores } = apiCommands;
    const answer = await runApiCommand(benchScreeningScores.name, [
      JSON.stringify({ pictures: files, copies: copies.map((copy) => copy.file) }),
    ]);
    const scored = benchScreeningScores.output.parse(JSON.parse(answer));
    const { bars } = scored;
    const results = pictures.map((picture, i) => ({ ...picture, ...scored.pictures[i] }));
    const counts = GROUPS.map((group) => `${results.filter((r) => r.group === group).length} ${group}`).join(', ');
    console.log(
      `Set: ${results.length} pictures (${counts}) and ${copies.length} copies of ${copies.length / COPIES.length} of them.`,
    );
    console.log(
      `Bars: explicit (porn + hentai) refused at ${bars.explicitRefuse}, held at ${bars.explicitHold}; "sexy" held at ${bars.suggestiveHold}; a face needs ${bars.faceMinScore}; same picture within ${bars.duplicateMaxDistance} bits.`,
    );

    console.log('\nNudity (nsfwjs), per group:');
    for (const group of GROUPS) {
      const of = results.filter((r) => r.group === group);
      const explicit = of.map((r) => r.nudity.porn + r.nudity.hentai);
      const refused = explicit.filter((e) => e >= bars.explicitRefuse).length;
      const held = of.filter(
        (r, i) =>
          explicit[i] < bars.explicitRefuse &&
          (explicit[i] >= bars.explicitHold || r.nudity.sexy >= bars.suggestiveHold),
      ).length;
      console.log(
        `  ${group.padEnd(12)} explicit ${spread(explicit)} | sexy ${spread(of.map((r) => r.nudity.sexy))} | passed ${of.length - held - refused}, held ${held}, refused ${refused}`,
      );
    }

    console.log('\nA face (primary photos), per group:');
    for (const group of GROUPS) {
      const of = results.filter((r) => r.group === group);
      const found = of.filter((r) => r.faces.count > 0 && r.faces.bestScore >= bars.faceMinScore).length;
      console.log(
        `  ${group.padEnd(12)} faces found ${spread(
          of.map((r) => r.faces.count),
          0,
        )} | best score ${spread(of.map((r) => r.faces.bestScore))} | passed ${found}, held ${of.length - found}`,
      );
    }

    const people = results.filter((r) => r.group === 'people');
    console.log(
      `  people, each: ${people.map((r) => `${r.name} ${r.faces.count}/${r.faces.bestScore.toFixed(2)}`).join(', ')} (faces/best score)`,
    );
    const others = results.filter((r) => r.group !== 'people');
    const facePasses = (of: typeof results, bar: number) =>
      of.filter((r) => r.faces.count > 0 && r.faces.bestScore >= bar).length;
    console.log(
      `  other bars (photos of people passed | other pictures passed): ${[0.2, 0.3, 0.4, 0.5, 0.6, 0.7].map((bar) => `${bar}: ${facePasses(people, bar)}/${people.length} | ${facePasses(others, bar)}/${others.length}`).join(', ')}`,
    );

    console.log(`\nDuplicates (hits: a copy within ${bars.duplicateMaxDistance} bits of its original):`);
    const baseHashes = new Map(results.map((r) => [r.name, r.hashes]));
    const copyDistances = copies.map((copy, i) => {
      const stored = baseHashes.get(copy.base.name);
      const added = scored.copies[i].hashes;
      return { ...copy, distance: stored && added ? distance(stored, added) : null };
    });
    for (const [kind] of COPIES) {
      const of = copyDistances.filter((c) => c.kind === kind);
      const measured = of.flatMap((c) => (c.distance === null ? [] : [c.distance]));
      const misses = of.filter((c) => c.distance === null || c.distance > bars.duplicateMaxDistance);
      console.log(
        `  ${kind.padEnd(24)} hits ${percent(of.length - misses.length, of.length)}  distance ${spread(measured, 0)}${misses.length ? `  missed: ${misses.map((m) => `${m.base.name} (${m.distance ?? 'no hash'})`).join(', ')}` : ''}`,
      );
    }
    const hashed = results.filter((r) => r.hashes);
    const unrelated: { pair: string; distance: number }[] = [];
    for (let i = 0; i < hashed.length; i += 1) {
      for (let j = i + 1; j < hashed.length; j += 1) {
        const [a, b] = [hashed[i].hashes, hashed[j].hashes];
        if (a && b) unrelated.push({ pair: `${hashed[i].name} / ${hashed[j].name}`, distance: distance(a, b) });
      }
    }
    const falseHits = unrelated.filter((u) => u.distance <= bars.duplicateMaxDistance);
    const closest = [...unrelated].sort((a, b) => a.distance - b.distance).slice(0, 3);
    console.log(
      `  unrelated pairs          false hits ${percent(falseHits.length, unrelated.length)}  distance ${spread(
        unrelated.map((u) => u.distance),
        0,
      )}; closest: ${closest.map((c) => `${c.pair} ${c.distance}`).join(', ')}`,
    );
    const within = (bar: number) =>
      `${bar}: ${copyDistances.filter((c) => c.distance !== null && c.distance <= bar).length}/${copies.length} | ${unrelated.filter((u) => u.distance <= bar).length}/${unrelated.length}`;
    console.log(
      `  other bars (copies found | unrelated pairs taken for copies): ${[3, 4, 5, 6, 7].map(within).join(', ')}`,
    );
    console.log(
      `  plain pictures are not hashed (${results.length - hashed.length} of ${results.length}): nobody's photo to steal.`,
    );

    console.log('\nOutcome as a member’s primary photo, no copy found:');
    const outcome = (of: typeof results) => {
      const n = (screening: string) => of.filter((r) => r.screening === screening).length;
      const reasons = [...new Set(of.filter((r) => r.reason).map((r) => r.reason))].join(', ');
      return `passed ${percent(n('passed'), of.length)}, held ${percent(n('held'), of.length)}, refused ${percent(n('refused'), of.length)}${reasons ? ` (${reasons})` : ''}`;
    };
    for (const group of GROUPS)
      console.log(`  ${group.padEnd(12)} ${outcome(results.filter((r) => r.group === group))}`);
    console.log(`  ${'all'.padEnd(12)} ${outcome(results)}`);
    const copiesHeld = copyDistances.filter(
      (c) => c.distance !== null && c.distance <= bars.duplicateMaxDistance,
    ).length;
    console.log(
      `  copies uploaded by another member: held as duplicates ${percent(copiesHeld, copies.length)}; unrelated pairs taken for copies ${percent(falseHits.length, unrelated.length)}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

runBench(main);
