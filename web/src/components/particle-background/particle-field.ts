/**
 * The 3D particle background: points spread through a slowly turning sphere of gold and blue, drawn
 * with WebGL behind the page (never in front of it, never catching a click). Still when `animate` is
 * false. Returns a stop function; does nothing where WebGL is missing.
 */
const VERTEX = `
attribute vec3 a_position;
attribute float a_tint;
uniform float u_time;
uniform float u_aspect;
uniform float u_size;
varying float v_tint;
varying float v_depth;
void main() {
  float c = cos(u_time * 0.05);
  float s = sin(u_time * 0.05);
  vec3 p = vec3(c * a_position.x + s * a_position.z, a_position.y, -s * a_position.x + c * a_position.z);
  float tilt = 0.35;
  p = vec3(p.x, cos(tilt) * p.y - sin(tilt) * p.z, sin(tilt) * p.y + cos(tilt) * p.z);
  float z = p.z + 2.6;
  gl_Position = vec4(p.x / z / u_aspect * 1.6, p.y / z * 1.6, 0.0, 1.0);
  gl_PointSize = u_size * (2.2 / z);
  v_tint = a_tint;
  v_depth = clamp((3.6 - z) / 2.0, 0.15, 1.0);
}`;

const FRAGMENT = `
precision mediump float;
varying float v_tint;
varying float v_depth;
void main() {
  vec2 d = gl_PointCoord - vec2(0.5);
  float r = dot(d, d);
  if (r > 0.25) discard;
  vec3 gold = vec3(0.96, 0.73, 0.23);
  vec3 blue = vec3(0.12, 0.37, 0.68);
  vec3 color = mix(gold, blue, v_tint);
  gl_FragColor = vec4(color, (0.5 - r * 2.0) * 0.55 * v_depth);
}`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

/** Points in a ball, denser toward the middle, with a tint between gold (0) and blue (1). */
export function particlePositions(count: number, random: () => number = Math.random): Float32Array {
  const data = new Float32Array(count * 4);
  for (let i = 0; i < count; i++) {
    const u = random() * 2 - 1;
    const theta = random() * Math.PI * 2;
    const radius = Math.cbrt(random()) * 1.35;
    const ring = Math.sqrt(1 - u * u);
    data[i * 4] = radius * ring * Math.cos(theta);
    data[i * 4 + 1] = radius * u * 0.8;
    data[i * 4 + 2] = radius * ring * Math.sin(theta);
    data[i * 4 + 3] = random();
  }
  return data;
}

export function startParticleField(canvas: HTMLCanvasElement, { count, animate }: { count: number; animate: boolean }): () => void {
  const gl = canvas.getContext('webgl', { alpha: true, antialias: false, premultipliedAlpha: false, powerPreference: 'low-power' });
  if (!gl || count <= 0) return () => {};
  const vs = compile(gl, gl.VERTEX_SHADER, VERTEX);
  const fs = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT);
  const program = gl.createProgram();
  if (!vs || !fs || !program) return () => {};
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return () => {};
  gl.useProgram(program);

  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, particlePositions(count), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  const tint = gl.getAttribLocation(program, 'a_tint');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 16, 0);
  gl.enableVertexAttribArray(tint);
  gl.vertexAttribPointer(tint, 1, gl.FLOAT, false, 16, 12);
  const time = gl.getUniformLocation(program, 'u_time');
  const aspect = gl.getUniformLocation(program, 'u_aspect');
  const size = gl.getUniformLocation(program, 'u_size');
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);

  const started = performance.now();
  let frame = 0;
  const draw = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = Math.floor(canvas.clientWidth * ratio);
    const height = Math.floor(canvas.clientHeight * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    gl.viewport(0, 0, width, height);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform1f(time, animate ? (performance.now() - started) / 1000 : 0);
    gl.uniform1f(aspect, width / Math.max(height, 1));
    gl.uniform1f(size, 3 * ratio);
    gl.drawArrays(gl.POINTS, 0, count);
  };
  const loop = () => {
    draw();
    frame = requestAnimationFrame(loop);
  };
  // Hidden tabs draw nothing; still mode draws once and again on resize.
  const onResize = () => draw();
  if (animate) frame = requestAnimationFrame(loop);
  else {
    draw();
    window.addEventListener('resize', onResize);
  }
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', onResize);
    gl.deleteBuffer(buffer);
    gl.deleteProgram(program);
  };
}
