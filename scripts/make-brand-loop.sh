#!/usr/bin/env bash
# Renders the two bundled hero loops (ARCHITECTURE "Look and feel") with ffmpeg: abstract brand motion on
# the palette (ink #0c0c0d, signal #ffd60a, chalk #f4f2ec), 5 s, 1280x720 H.264, yuv420p, +faststart,
# no audio, and a WebP poster frame each. HeroVideo plays them when no MEDIA_BASE_URL is configured.
#
#   npm run brand-loop        (needs ffmpeg; CI does not, so the outputs are committed under public/media)
#
# Every pattern moves a whole number of its periods in DURATION seconds, so the last frame runs into the
# first without a seam.
set -euo pipefail

cd "$(dirname "$0")/.."
out="public/media"
mkdir -p "$out"

DURATION=5
FPS=25
SIZE=1280x720
ENCODE=(-c:v libx264 -preset veryslow -crf 30 -tune animation -pix_fmt yuv420p -profile:v high
  -movflags +faststart -an -r "$FPS")

# render NAME CANVAS RED GREEN BLUE: draws each channel with geq on a CANVAS (WxH) canvas, scales it to
# SIZE (nearest neighbour keeps the edges hard; a small canvas keeps geq fast where a pattern only varies
# one way), encodes the loop and grabs the poster frame.
render() {
  local name=$1 canvas=$2 red=$3 green=$4 blue=$5
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=black:s=${canvas}:r=${FPS}:d=${DURATION},format=rgb24" \
    -vf "geq=r='${red}':g='${green}':b='${blue}',scale=${SIZE/x/:}:flags=neighbor,format=yuv420p" \
    "${ENCODE[@]}" "$out/$name.mp4"
  # WebP: the poster is the home page's LCP element, and at quality 60 it is a third smaller than the JPEG.
  ffmpeg -hide_banner -loglevel error -y -ss 0 -i "$out/$name.mp4" -frames:v 1 -c:v libwebp -quality 60 \
    "$out/$name.webp"
  echo "$out/$name.mp4 $(stat -c %s "$out/$name.mp4") bytes, $out/$name.webp $(stat -c %s "$out/$name.webp") bytes"
}

# Home: signal-yellow diagonal stripes sweep through a wedge on the right (3 periods of 96 px in 5 s) over
# a faint chalk hairline texture running the other way (2 periods of 48 px). The left stays ink for text.
home_signal="lt(mod(X+Y+T*57.6,96),28)*gt(X-0.55*Y,700)"
home_hair="lt(mod(X-Y+4000+T*19.2,48),2)"
render home-hero "$SIZE" \
  "if(${home_signal},255,if(${home_hair},34,12))" \
  "if(${home_signal},214,if(${home_hair},33,12))" \
  "if(${home_signal},10,if(${home_hair},31,13))"

# Armory: bars on twelve lanes slide left and right at one, two or three periods per loop, like a class
# in full flow. Every fourth lane is signal yellow, the lane two after it a dim chalk, the rest ink.
# Drawn on a 1280x72 canvas (6 rows a lane) and scaled up, since nothing varies within a lane's height.
lane="floor(Y/6)"
inlane="between(mod(Y,6),1,4)"
period="(160+mod(${lane}*37,3)*80)"
speed="((1+mod(${lane},3))*${period}/${DURATION})"
dir="(2*mod(${lane},2)-1)"
bar="lt(mod(X+8000+${dir}*T*${speed},${period}),0.45*${period})*${inlane}"
yellow="eq(mod(${lane},4),1)*${bar}"
chalk="eq(mod(${lane},4),3)*${bar}"
render armory-hero 1280x72 \
  "if(${yellow},255,if(${chalk},70,12))" \
  "if(${yellow},214,if(${chalk},69,12))" \
  "if(${yellow},10,if(${chalk},66,13))"
