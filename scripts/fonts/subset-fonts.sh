#!/usr/bin/env bash
# Splits each self-hosted font (fontsource's Latin files, SIL OFL 1.1, no Reserved Font Names) into
#   <name>-basic.woff2  ASCII plus the punctuation the copy uses: what nearly every page downloads;
#   <name>-extra.woff2  the rest of Latin-1 (accents, symbols): downloaded only by a page that shows them,
# declared with matching unicode-range in src/styles/fonts.css. Output is committed; rerun after a font
# package update. Needs Debian's python3-fonttools and python3-brotli.
#
# The two variable faces keep only what the site uses (decision 140): weights 400–700 (the design
# tokens' regular to bold; fonts.css declares the same range) and the OpenType features that shape
# running text and tabular figures. Fractions, numerators/denominators and proportional-figure
# switches are dropped: no style asks for them. The basic Inter file went from 29.7 to 19.1 KB,
# Fraunces from 25.5 to 23.1 KB, with the same glyphs on every page.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=src/styles/fonts
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

BASIC='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2122'
EXTRA='U+00A1-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
WEIGHTS='400:700'
FEATURES='calt,ccmp,curs,kern,liga,locl,mark,mkmk,rclt,rlig,rvrn,tnum'

subset() { # source name
  local source=$1
  if [ "${3:-}" = variable ]; then
    source="$work/$2.ttf"
    /usr/bin/python3 -m fontTools.varLib.instancer "$1" "wght=$WEIGHTS" --output="$source" >/dev/null 2>&1
  fi
  for part in basic extra; do
    local range=$BASIC; [ "$part" = extra ] && range=$EXTRA
    /usr/bin/python3 -m fontTools.subset "$source" --unicodes="$range" --layout-features="$FEATURES" --flavor=woff2 \
      --output-file="$out/$2-$part.woff2"
  done
  echo "$2: $(stat -c %s "$1") bytes → basic $(stat -c %s "$out/$2-basic.woff2"), extra $(stat -c %s "$out/$2-extra.woff2")"
}

subset node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2 fraunces variable
subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 inter variable
subset node_modules/@fontsource/caveat/files/caveat-latin-700-normal.woff2 caveat-700
