"""bootforge builders: the pipeline stages that turn a mixture into records.

    plan     (bootcamp, level, split, index range) work units        builders/plan.py
    cases    Case rows, deterministic from the unit                  builders/cases.py
    teacher  K samples per case (tail | vllm | transformers | openai) builders/teachers/
    verify   reward per sample, pass rate per case                   builders/verify.py
    records  sft, samples, dpo, mask_dpo, rl shards                  builders/records.py

A stage is a plain function of a work unit that writes Parquet shards atomically, named by a
fingerprint (builders/shards.py); executors (builders/executors/) only schedule. ``build.py``
strings the stages together.
"""
