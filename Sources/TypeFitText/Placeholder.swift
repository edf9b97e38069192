import CHarfBuzz
import CFreeType
import CTypeFitShims
func _hbVersion() -> String { String(cString: hb_version_string()) }
