import { createElement, type SVGProps } from 'react';

/* Hand-drawn 24px line icons (no icon font, no third-party marks); decorative unless labelled. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One shape of an icon: a path's `d`, or a circle or rectangle with its attributes. */
export type IconNode = string | [tag: 'path' | 'circle' | 'rect', attributes: SVGProps<SVGElement>];

export function Svg({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component from its shapes, drawn in the shared frame (the way lucide defines its icons). */
export function lineIcon(nodes: readonly IconNode[]) {
  return function LineIcon(props: IconProps) {
    return (
      <Svg {...props}>
        {nodes.map((node, index) =>
          typeof node === 'string'
            ? createElement('path', { key: index, d: node })
            : createElement(node[0], { key: index, ...node[1] }),
        )}
      </Svg>
    );
  };
}
