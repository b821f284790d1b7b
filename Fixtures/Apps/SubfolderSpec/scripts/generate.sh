#!/bin/sh
# Generates Trail.xcodeproj at the repository root from the app's spec.
set -e
cd "$(dirname "$0")/.."
cp Apps/Trail/project.yml project.yml
xcodegen generate
rm project.yml
