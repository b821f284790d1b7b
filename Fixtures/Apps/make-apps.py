#!/usr/bin/env python3
"""Writes the fixture files that cannot be edited as text.

Run from the repository root:  python3 Fixtures/Apps/make-apps.py
Everything else under Fixtures/Apps is plain UTF-8 text, edited by hand.

- Binary/PaperScan/Info.plist: a binary plist (bplist00) whose item types use
  both `$(PRODUCT_BUNDLE_IDENTIFIER)` and `${PRODUCT_BUNDLE_IDENTIFIER}`.
- Binary/PaperScan/pt-BR.lproj/InfoPlist.strings: UTF-16 big-endian without
  a byte order mark (detected from the NUL-byte pattern).
- PlistTables/Lantern/fr.lproj/InfoPlist.strings: a `.strings` table that is a
  binary property list.
"""
import os
import plistlib
import sys

root = os.path.join(sys.argv[1] if len(sys.argv) > 1 else "Fixtures/Apps", "Binary", "PaperScan")

info = {
    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
    "CFBundleDisplayName": "PaperScan",
    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
    "CFBundleName": "$(PRODUCT_NAME)",
    "NSCameraUsageDescription": "PaperScan uses the camera to scan documents.",
    "UIApplicationShortcutItems": [
        {
            "UIApplicationShortcutItemType": "$(PRODUCT_BUNDLE_IDENTIFIER).scan",
            "UIApplicationShortcutItemTitle": "Scan Document",
            "UIApplicationShortcutItemSubtitle": "Use the camera",
            "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCapturePhoto",
            "UIApplicationShortcutItemUserInfo": {"mode": "document", "pages": 1, "autoCrop": True},
        },
        {
            "UIApplicationShortcutItemType": "${PRODUCT_BUNDLE_IDENTIFIER}.recent",
            "UIApplicationShortcutItemTitle": "RECENT_SCANS",
            "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeTime",
        },
    ],
}

pt_br = """/* Quick action title */
"Scan Document" = "Escanear documento";

/* Quick action title, key RECENT_SCANS (no subtitle) */
"RECENT_SCANS" = "Escaneamentos recentes";

/* Camera permission prompt. "Use the camera" and the app name are not here on purpose: iOS reads this table alone, so they are missing. */
"NSCameraUsageDescription" = "O PaperScan usa a câmera para escanear documentos.";
"""

os.makedirs(os.path.join(root, "pt-BR.lproj"), exist_ok=True)
with open(os.path.join(root, "Info.plist"), "wb") as f:
    plistlib.dump(info, f, fmt=plistlib.FMT_BINARY, sort_keys=True)
with open(os.path.join(root, "pt-BR.lproj", "InfoPlist.strings"), "wb") as f:
    f.write(pt_br.encode("utf-16-be"))

# PlistTables/Lantern/fr.lproj/InfoPlist.strings: a .strings table that is a
# binary property list (as Xcode compiles tables; some teams commit them).
lantern = os.path.join(sys.argv[1] if len(sys.argv) > 1 else "Fixtures/Apps", "PlistTables", "Lantern", "fr.lproj")
os.makedirs(lantern, exist_ok=True)
with open(os.path.join(lantern, "InfoPlist.strings"), "wb") as f:
    plistlib.dump({"Find a Trail": "Trouver un sentier", "Check In": "S’enregistrer",
                   "Share where you are": "Partagez votre position"}, f, fmt=plistlib.FMT_BINARY, sort_keys=True)
