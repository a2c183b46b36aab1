import { easeInOutSine, lerp } from '../easing';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Projected {
  x: number;
  y: number;
  /** Pixels per world unit at that depth. */
  scale: number;
}

/** How the 3D set's camera moves over a clip: a dolly in, a sway and a bob. */
export interface CameraRig {
  focalPx: number;
  /** Screen point the camera looks at: the vanishing point. */
  centreX: number;
  horizonY: number;
  /** Eye height above the floor. */
  height: number;
  /** Largest sideways offset, and largest rise or fall, in world units. */
  sway: number;
  bob: number;
  /** Camera depth at the first frame and at the last. */
  fromZ: number;
  toZ: number;
}

export function cameraAt(rig: CameraRig, time: number, speed: number, durationS: number): Vec3 {
  const t = time * speed;
  return {
    x: Math.sin(t * 0.45) * rig.sway,
    y: rig.height + Math.sin(t * 0.6) * rig.bob,
    z: lerp(rig.fromZ, rig.toZ, easeInOutSine(Math.min(1, time / durationS))),
  };
}

export function project(rig: CameraRig, point: Vec3, camera: Vec3): Projected {
  const depth = Math.max(0.5, point.z - camera.z);
  const scale = rig.focalPx / depth;
  return {
    x: rig.centreX + (point.x - camera.x) * scale,
    y: rig.horizonY - (point.y - camera.y) * scale,
    scale,
  };
}

/**
 * The camera's extreme positions. A projected coordinate is monotonic in each of the camera's
 * coordinates, so over the whole clip it stays between its values at these eight corners.
 */
export function cameraCorners(rig: CameraRig): Vec3[] {
  const corners: Vec3[] = [];
  for (const x of [-rig.sway, rig.sway])
    for (const y of [rig.height - rig.bob, rig.height + rig.bob])
      for (const z of [rig.fromZ, rig.toZ]) corners.push({ x, y, z });
  return corners;
}
