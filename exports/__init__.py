"""Dataset export: a folder that is a valid Hub dataset repo, and its push to the Hub.

    write_dataset(folder, {"sft": [...], ...}, "train", manifest, summary)   # data/, README.md, manifest.json
    push_to_hub(folder, "owner/name", ExportConfig(kind="hub", repo_id="owner/name"))

See docs/filters_and_export.md.
"""

from .config import KINDS, ExportConfig, as_export_config
from .folder import write_dataset
from .hub import PushPlan, plan_push, push_to_hub

__all__ = ["KINDS", "ExportConfig", "PushPlan", "as_export_config", "plan_push", "push_to_hub", "write_dataset"]
